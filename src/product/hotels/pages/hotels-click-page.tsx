import { useUnit } from 'effector-react';
import { useTranslator } from '../../../platform/i18n';
import { Link, linkTo } from '../../../platform/router';
import { AppShell, Breadcrumbs } from '../../../ui';
import { $clickState, type ClickState } from '../model/click';
import { hotelsSearchRoute } from '../routes';
import { usePrice } from '../ui/format';
import { mealText } from '../ui/labels';
import styles from '../ui/hotel-page.module.css';

function Checked({ state }: { state: Extract<ClickState, { kind: 'checked' }> }) {
  const { t } = useTranslator();
  const price = usePrice();
  const { check, url } = state;
  const site = check.offer?.site_name ?? '';
  if (!check.available || !url) {
    return (
      <div role="alert" data-testid="click-sold-out">
        <h2>{t('hotels.click.soldOutTitle')}</h2>
        <p>{t('hotels.click.soldOut', { price: price(check.previous_total) })}</p>
        <Link to={hotelsSearchRoute}>{t('hotels.click.back')}</Link>
      </div>
    );
  }
  return (
    <div aria-live="polite" data-testid="click-checked" data-changed={check.changed}>
      <h2>{check.changed ? t('hotels.click.changedTitle') : t('hotels.click.confirmedTitle', { site })}</h2>
      <p className={styles.total} data-testid="click-total">
        {price(check.total!)}
      </p>
      <p>
        {check.changed
          ? t('hotels.click.changed', { previous: price(check.previous_total), total: price(check.total!), site })
          : t('hotels.click.confirmed', { site })}
      </p>
      {check.offer && (
        <p className={styles.muted}>
          {check.offer.room.name} · {t(mealText[check.offer.meal])} ·{' '}
          {check.offer.cancellation.kind === 'free' ? t('hotels.card.freeCancellation') : t('hotels.rate.nonRefundable')}
        </p>
      )}
      <p className={styles.muted}>{t('hotels.price.includesFees')}</p>
      <a className={styles.book} href={url} rel="noopener" data-testid="click-continue">
        {check.changed ? t('hotels.click.continueChanged', { site, total: price(check.total!) }) : t('hotels.rate.book', { site })}
      </a>
    </div>
  );
}

/** The hand-over to a booking site: the chosen rate's price is checked again first, and a change is said, not hidden. */
export default function HotelsClickPage() {
  const { t } = useTranslator();
  const state = useUnit($clickState);
  return (
    <AppShell section="hotels">
      <div className={styles.inner}>
        <Breadcrumbs
          label={t('hotels.hotel.breadcrumbs')}
          items={[{ label: t('hotels.search.title'), href: linkTo(hotelsSearchRoute) }, { label: t('hotels.click.title') }]}
        />
        <h1 className={`${styles.name} ${styles.spaced}`}>{t('hotels.click.title')}</h1>
        <section className={styles.section}>
          {state.kind === 'checked' ? (
            <Checked state={state} />
          ) : state.kind === 'failed' ? (
            <p role="alert">{t('hotels.click.failed')}</p>
          ) : state.kind === 'checking' ? (
            <p aria-live="polite" data-testid="click-checking">
              {t('hotels.click.checking')}
            </p>
          ) : (
            <p>{t('hotels.click.lead')}</p>
          )}
        </section>
      </div>
    </AppShell>
  );
}
