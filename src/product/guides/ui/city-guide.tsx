import type { CityGuide } from '../../../contracts/guides';
import { useT } from '../../../platform/i18n';
import { Link } from '../../../platform/router';
import { SavePlace } from '../../favorites';
import { audioguideRoute, walkRoute } from '../routes';
import { categoryLabels } from './categories';
import styles from './guides.module.css';

/** Links to the city's walks and audio guides where the visit may open them. */
function Entries({ guide, walks, audio }: { guide: CityGuide; walks: boolean; audio: boolean }) {
  const t = useT();
  if ((!walks || !guide.walks.length) && (!audio || !guide.audioguides.length)) return null;
  return (
    <section className={styles.section}>
      {walks && guide.walks.length > 0 && <h2>{t('guides.walks')}</h2>}
      {walks && (
        <ul>
          {guide.walks.map((walk) => (
            <li key={walk.slug}>
              <Link to={walkRoute} params={{ iata: guide.iata, slug: walk.slug }}>
                {walk.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
      {audio && guide.audioguides.length > 0 && <h2>{t('guides.audioguides')}</h2>}
      {audio && (
        <ul>
          {guide.audioguides.map((entry) => (
            <li key={entry.slug}>
              <Link to={audioguideRoute} params={{ iata: guide.iata, slug: entry.slug }}>
                {entry.name}
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

/** A city's guide: its places, the best season, the way in from the airport and practical tips. */
export function CityGuideView({ guide, walks, audio }: { guide: CityGuide; walks: boolean; audio: boolean }) {
  const t = useT();
  const labels = categoryLabels(t);
  return (
    <div lang={guide.language}>
      {guide.fallback && (
        <p className={styles.note} role="note">
          {t('guides.fallback')}
        </p>
      )}
      <p>{guide.intro}</p>
      <dl className={styles.facts}>
        <div>
          <dt>{t('guides.season')}</dt>
          <dd>{guide.season}</dd>
        </div>
        <div>
          <dt>{t('guides.airport')}</dt>
          <dd>{guide.airport}</dd>
        </div>
      </dl>
      <section className={styles.section}>
        <h2>{t('guides.places')}</h2>
        <ul className={styles.grid} data-testid="guide-places">
          {guide.place_list.map((place) => (
            <li key={place.id} id={`place-${place.id}`} className={styles.card}>
              <h3>{place.name}</h3>
              <span className={styles.secondary}>{labels[place.category]}</span>
              <p>
                <strong>{place.short}</strong> {place.long}
              </p>
              <SavePlace place={{ iata: guide.iata, place_id: place.id }} name={place.name} />
            </li>
          ))}
        </ul>
      </section>
      <section className={styles.section}>
        <h2>{t('guides.tips')}</h2>
        <ul>
          {guide.tips.map((tip) => (
            <li key={tip}>{tip}</li>
          ))}
        </ul>
      </section>
      <Entries guide={guide} walks={walks} audio={audio} />
    </div>
  );
}
