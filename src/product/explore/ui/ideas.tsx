import { useUnit } from 'effector-react';
import type { IndexedFare } from '../../../contracts/explore';
import { usePriceFormatter } from '../../../platform/currency';
import { formatDate, useLocaleFormats } from '../../../platform/format';
import { useT } from '../../../platform/i18n';
import { Button, cardStyles, toggleStyles } from '../../../ui';
import { $language } from '../../../platform/market';
import { fromCase } from '../../search';
import { fareSearchHref, useFareTexts } from './fare-texts';
import {
  $budgets,
  $choice,
  $citizenship,
  $ideasOrigin,
  budgetChosen,
  choiceReset,
  directToggled,
  ideaChosen,
  ideasQuery,
  ideasRetried,
  initialChoice,
  noVisaToggled,
  type IdeaKind,
} from '../model/ideas';
import styles from './ideas.module.css';

const placeholders = Array.from({ length: 6 }, (_, i) => i);

/** One of twelve hues for every place, the same wherever it shows (set by the stylesheet: the policy forbids inline styles). */
function hueOf(code: string): number {
  let hash = 0;
  for (const char of code) hash = (hash * 31 + char.charCodeAt(0)) % 12;
  return hash;
}

function IdeaCard({ origin, fare, citizenship }: { origin: string; fare: IndexedFare; citizenship: string }) {
  const t = useT();
  const price = usePriceFormatter();
  const texts = useFareTexts();
  const trip = texts.trip(fare, citizenship);
  return (
    <li className={styles.item}>
      <a className={styles.card} href={fareSearchHref(origin, fare)} data-testid="idea">
        <span className={styles.art} data-hue={hueOf(fare.destination.code)} aria-hidden="true">
          {fare.destination.code}
        </span>
        <span className={styles.body}>
          <span className={styles.name}>{fare.destination.name}</span>
          <span className={styles.secondary}>{fare.destination.country_name}</span>
          <span className={styles.price} data-testid="idea-price" data-price={fare.price}>
            {t('ideas.from', { price: price!(fare.price) })}
          </span>
          <span className={styles.secondary}>
            {texts.dates(fare)}
            {trip && ` · ${trip}`}
          </span>
          {fare.route_searches !== undefined && (
            <span className={styles.secondary} data-testid="idea-popularity">
              {t('ideas.popularity', { count: fare.route_searches })}
            </span>
          )}
          <span className={fare.fresh ? styles.basis : styles.older} data-testid="idea-age">
            {texts.basis(fare)}
          </span>
        </span>
      </a>
    </li>
  );
}

const kindLabels = { cheapest: 'ideas.cheapest', weekend: 'ideas.weekend', popular: 'ideas.popular' } as const;
const kinds = ['cheapest', 'weekend', 'popular'] as const;

/** Where to go from the traveller's city: the price index's cheapest trips for the chosen idea, each a prefilled search. */
export function Ideas() {
  const t = useT();
  const price = usePriceFormatter();
  const formats = useLocaleFormats();
  const { data, failed, pending, choice, origin, citizenship, language, budgets } = useUnit({
    pending: ideasQuery.$pending,
    budgets: $budgets,
    citizenship: $citizenship,
    language: $language,
    data: ideasQuery.$data,
    failed: ideasQuery.$failed,
    choice: $choice,
    origin: $ideasOrigin,
  });
  const events = useUnit({ ideaChosen, budgetChosen, directToggled, noVisaToggled, choiceReset, ideasRetried });
  if (!origin) return null;
  const answer = data?.origin.code === origin ? data : null;
  const pressed = (kind: IdeaKind, budget?: number) => choice.kind === kind && (budget === undefined || choice.budget === budget);
  // Russian declines the city after «из» where the table knows its form.
  const heading = (place: { code: string; name: string }) => {
    const from = language === 'ru' ? fromCase(place.code) : null;
    return from ? t('ideas.headingCased', { from }) : t('ideas.heading', { origin: place.name });
  };
  const filtered = choice.direct || choice.noVisa || choice.kind !== initialChoice.kind;

  return (
    <section className={styles.section} aria-labelledby="ideas-heading" aria-busy={pending || (!failed && (!answer || !price))}>
      <h2 id="ideas-heading" className={styles.heading}>
        {answer ? heading(answer.origin) : t('ideas.headingAnywhere')}
      </h2>
      <div className={styles.controls}>
        <div role="group" aria-label={t('ideas.kinds')} className={styles.chips}>
          {kinds.map((kind) => (
            <button key={kind} type="button" className={styles.chip} aria-pressed={pressed(kind)} onClick={() => events.ideaChosen(kind)}>
              {t(kindLabels[kind])}
            </button>
          ))}
          {price &&
            budgets.map((budget, index) => (
              <button key={index} type="button" className={styles.chip} aria-pressed={pressed('budget', index)} onClick={() => events.budgetChosen(index)}>
                {t('ideas.budget', { price: price(budget) })}
              </button>
            ))}
        </div>
        <label className={toggleStyles.toggle}>
          <input type="checkbox" checked={choice.direct} onChange={(event) => events.directToggled(event.currentTarget.checked)} />
          {t('ideas.directOnly')}
        </label>
        <label className={toggleStyles.toggle}>
          <input type="checkbox" checked={choice.noVisa} onChange={(event) => events.noVisaToggled(event.currentTarget.checked)} />
          {t('ideas.noVisa')}
        </label>
      </div>
      <p className={styles.note}>
        {t('ideas.basis')}
        {choice.noVisa &&
          answer &&
          ` ${t('ideas.visaBasis', { country: answer.visa_basis.citizenship_name ?? '', date: formatDate(answer.visa_basis.as_of, formats) })}`}
      </p>
      {failed && !answer ? (
        <div role="alert" className={styles.state}>
          <p>{t('ideas.failed')}</p>
          <Button variant="secondary" onClick={() => events.ideasRetried()}>
            {t('ideas.retry')}
          </Button>
        </div>
      ) : !answer || !price ? (
        <ul className={styles.list} aria-hidden="true">
          {placeholders.map((i) => (
            <li key={i} className={`${cardStyles.skeleton} ${styles.placeholder}`} />
          ))}
        </ul>
      ) : answer.fares.length === 0 ? (
        <div className={styles.state}>
          <p>{filtered ? t('ideas.empty') : t('ideas.emptyAll', { origin: answer.origin.name })}</p>
          {filtered && (
            <Button variant="secondary" onClick={() => events.choiceReset()}>
              {t('ideas.clear')}
            </Button>
          )}
        </div>
      ) : (
        // While other ideas load, the shown ones stay, dimmed: nothing jumps.
        <ul className={pending ? `${styles.list} ${styles.stale}` : styles.list} data-testid="ideas">
          {answer.fares.map((fare) => (
            <IdeaCard key={fare.destination.code} origin={origin} fare={fare} citizenship={citizenship} />
          ))}
        </ul>
      )}
    </section>
  );
}
