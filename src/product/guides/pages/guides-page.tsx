import { useUnit } from 'effector-react';
import { placeCategories, type PlaceCategory } from '../../../contracts/guides';
import { useT } from '../../../platform/i18n';
import { linkTo, useRouteAvailability } from '../../../platform/router';
import { cardStyles, ContentPage } from '../../../ui';
import { $guideCategory, $guideCity, $visitorCity } from '../model/pages';
import { cityGuideQuery, flyThereQuery, guideListQuery, indexPricesQuery } from '../model/queries';
import { audioguideRoute, guidesRoute, walkRoute } from '../routes';
import { categoryLabels } from '../ui/categories';
import { CityGuideView } from '../ui/city-guide';
import { FlyTherePrice } from '../ui/fly-there';
import styles from '../ui/guides.module.css';

const guideHref = (query: Record<string, string>) => linkTo(guidesRoute, {}, query);

/** `/guides`: the destinations by category with "fly there" prices; `/guides?city=LED`: a city's guide. */
export default function GuidesPage() {
  const t = useT();
  const u = useUnit({
    city: $guideCity,
    category: $guideCategory,
    origin: $visitorCity,
    list: guideListQuery.$data,
    listFailed: guideListQuery.$failed,
    guide: cityGuideQuery.$data,
    guideFailed: cityGuideQuery.$failed,
    index: indexPricesQuery.$data,
    engine: flyThereQuery.$data,
  });
  const opens = useRouteAvailability();
  // Whether this visit may open walks and audio guides (spec §2.1): the city's links show where it may.
  const walks = opens?.(linkTo(walkRoute, { iata: 'LED', slug: 'any' })) ?? false;
  const audio = opens?.(linkTo(audioguideRoute, { iata: 'LED', slug: 'any' })) ?? false;
  const labels = categoryLabels(t);
  const guide = u.city && u.guide?.iata === u.city ? u.guide : null;
  const price = (iata: string) => <FlyTherePrice iata={iata} origin={u.origin} index={u.index} engine={u.engine} />;
  if (u.city) {
    return (
      <ContentPage
        section="guides"
        title={guide ? t('guides.cityTitle', { city: guide.name }) : t('guides.title')}
        trail={[{ label: t('guides.title'), href: guideHref({}) }]}
      >
        {guide ? (
          <>
            {price(guide.iata)}
            <CityGuideView guide={guide} walks={walks} audio={audio} />
          </>
        ) : u.guideFailed ? (
          <p role="alert">{t('guides.failed')}</p>
        ) : (
          <div className={cardStyles.skeleton} aria-hidden="true" />
        )}
      </ContentPage>
    );
  }
  const category = placeCategories.find((entry) => entry === u.category) ?? null;
  const cities = (u.list?.cities ?? []).filter((city) => !category || city.categories.includes(category));
  return (
    <ContentPage section="guides" title={t('guides.title')} lead={t('guides.lead')}>
      <nav aria-label={t('guides.categoriesLabel')}>
        <ul className={styles.chips}>
          {[null, ...placeCategories].map((entry: PlaceCategory | null) => (
            <li key={entry ?? 'all'}>
              <a className={styles.chip} href={guideHref(entry ? { category: entry } : {})} aria-current={entry === category ? 'page' : undefined}>
                {entry ? labels[entry] : t('guides.allCategories')}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      {u.list?.fallback && (
        <p className={styles.note} role="note">
          {t('guides.fallback')}
        </p>
      )}
      <h2 className={styles.section}>{t('guides.destinations')}</h2>
      {!u.list && (u.listFailed ? <p role="alert">{t('guides.failed')}</p> : <div className={cardStyles.skeleton} aria-hidden="true" />)}
      {u.list && cities.length === 0 && <p>{t('guides.empty')}</p>}
      <ul className={styles.grid} data-testid="guide-cities" lang={u.list?.language}>
        {cities.map((city) => (
          <li key={city.iata} className={styles.card}>
            <h3>
              <a href={guideHref({ city: city.iata })}>{city.name}</a>
            </h3>
            <p>{city.intro}</p>
            <p className={styles.secondary}>{city.categories.map((entry) => labels[entry]).join(' · ')}</p>
            <div>
              <strong>{t('guides.flyThere')}</strong> {price(city.iata)}
            </div>
          </li>
        ))}
      </ul>
    </ContentPage>
  );
}
