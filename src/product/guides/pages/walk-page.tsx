import { useUnit } from 'effector-react';
import { formatDistance } from '../../../platform/format';
import { useT, useTranslator } from '../../../platform/i18n';
import { linkTo } from '../../../platform/router';
import { cardStyles, ContentPage } from '../../../ui';
import '../model/pages';
import { walkQuery } from '../model/queries';
import { guidesRoute } from '../routes';
import styles from '../ui/guides.module.css';
import { WalkMap } from '../ui/walk-map';

/** A walk: the map with its route and stops, distance and time, and the stops in order with links between them. */
export default function WalkPage({ params }: { params: Record<string, string> }) {
  const t = useT();
  const { locale } = useTranslator();
  const { data, failed } = useUnit({ data: walkQuery.$data, failed: walkQuery.$failed });
  const walk = data && data.iata === params.iata && data.slug === params.slug ? data : null;
  const trail = [
    { label: t('guides.title'), href: linkTo(guidesRoute) },
    ...(walk ? [{ label: walk.city, href: linkTo(guidesRoute, {}, { city: walk.iata }) }] : []),
  ];
  if (!walk) {
    return (
      <ContentPage section="guides" title={t('walks.title', { city: params.iata ?? '' })} trail={trail}>
        {failed ? <p role="alert">{t('walks.failed')}</p> : <div className={cardStyles.skeleton} aria-hidden="true" />}
      </ContentPage>
    );
  }
  const count = walk.stops.length;
  return (
    <ContentPage section="guides" title={walk.name} lead={walk.lead} trail={trail}>
      <div lang={walk.language}>
        <dl className={styles.facts}>
          <div>
            <dt>{t('walks.distance')}</dt>
            <dd data-testid="walk-distance">{formatDistance(walk.distance_m, locale)}</dd>
          </div>
          <div>
            <dt>{t('walks.time')}</dt>
            <dd>{t('walks.minutes', { minutes: walk.minutes })}</dd>
          </div>
        </dl>
        <div className={`${styles.layout} ${styles.section}`}>
          <WalkMap stops={walk.stops} route={walk.route} label={t('walks.map', { count })} />
          <section aria-labelledby="walk-stops">
            <h2 id="walk-stops">{t('walks.stops')}</h2>
            <ol className={styles.stops} data-testid="walk-stops">
              {walk.stops.map((stop) => (
                <li key={stop.n} id={`stop-${stop.n}`} className={styles.stop} tabIndex={-1}>
                  <h3>
                    {t('walks.stop', { n: stop.n })}. {stop.name}
                  </h3>
                  <p>{stop.note}</p>
                  <p className={styles.secondary}>{stop.short}</p>
                  <nav className={styles.stopNav} aria-label={t('walks.stop', { n: stop.n })}>
                    {stop.n > 1 && <a href={`#stop-${stop.n - 1}`}>{t('walks.previous')}</a>}
                    {stop.n < count && <a href={`#stop-${stop.n + 1}`}>{t('walks.next')}</a>}
                  </nav>
                </li>
              ))}
            </ol>
          </section>
        </div>
      </div>
    </ContentPage>
  );
}
