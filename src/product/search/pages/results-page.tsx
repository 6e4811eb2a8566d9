import { useUnit } from 'effector-react';
import type { Ticket } from '../../../contracts';
import { memo, useDeferredValue, useMemo, useRef, type RefObject } from 'react';
import { currencyRatesQuery, usePriceFormatter } from '../../../platform/currency';
import { useLocaleFormats } from '../../../platform/format';
import { useTranslator } from '../../../platform/i18n';
import { $currency } from '../../../platform/market';
import { AppShell, Button, useRevealed } from '../../../ui';
import { $dictionary, type Dictionary } from '../model/dictionary';
import { $foreignCardsInformer } from '../model/foreign-cards';
import { $destination, $legs, $origin } from '../model/form';
import { $failure, $invalidAddress, $query, $status, $tickets, retried } from '../model/results';
import type { CardPricing } from '../model/card-offer';
import { $cardPricing, $held, $matching, $shown, $visible, moreShown, newResultsShown } from '../model/view';
import { tripClassKeys } from '../ui/labels';
import { $priceMode, shownAmount, type PriceMode } from '../model/price-mode';
import { $sharedTicket } from '../model/shared-ticket';
import { Filters } from '../ui/filters';
import { SortOrders } from '../ui/sort-orders';
import styles from '../ui/results.module.css';
import { SearchForm } from '../ui/search-form';
import { CollapsibleSearch } from '../ui/search-summary';
import { ProgressBar, SearchStatus } from '../ui/search-status';
import { TicketCard } from '../ui/ticket-card';
import { FailureState } from '../ui/failure-state';
import { PriceToolsSlot } from '../ui/price-tools-slot';
import { searchTitle, titlePlaces } from '../model/trip-places';
import { tripDates } from '../ui/trip-summary';
import { SharedTicket } from '../ui/shared-ticket';
import { WatchPriceSlot } from '../ui/watch-price-slot';
import { useSeenCards } from '../ui/use-seen-cards';

function Skeletons() {
  return (
    <div className={styles.list} aria-hidden="true">
      {[0, 1, 2].map((key) => (
        <div key={key} className={styles.skeleton} />
      ))}
    </div>
  );
}

function State({ title, text, action }: { title: string; text: string; action?: { label: string; run(): void } }) {
  return (
    <div className={styles.state} role="status">
      <h2>{title}</h2>
      <p>{text}</p>
      {action && (
        <Button variant="primary" onClick={action.run}>
          {action.label}
        </Button>
      )}
    </div>
  );
}

/**
 * The cards on screen. A streamed batch renders only the cards it adds (the others are kept, as
 * TicketCard is memoised), a few per frame (`useRevealed`), and a batch that changes only the
 * progress does not render the list.
 * While results stream in, the list it is given is a deferred value (SearchProgress): batches come
 * at most four times a second (the results' long poll), so a slow device finishes each render
 * before the next restarts it.
 */
const TicketList = memo(function TicketList({
  tickets,
  names,
  price,
  mode,
  pricing,
  more,
  onMore,
  listRef,
  searching,
}: {
  tickets: readonly Ticket[];
  names: Dictionary;
  price: (roubles: number) => string;
  mode: PriceMode;
  pricing: CardPricing;
  /** How many more a click shows; 0 hides the control. */
  more: number;
  onMore: () => void;
  listRef: RefObject<HTMLDivElement | null>;
  searching: boolean;
}) {
  const { t } = useTranslator();
  const revealed = useRevealed(tickets.length);
  useSeenCards(listRef, searching, revealed);
  return (
    <div className={styles.list} data-testid="ticket-list" ref={listRef} aria-busy={revealed < tickets.length}>
      {tickets.slice(0, revealed).map((ticket) => (
        <TicketCard key={ticket.id} ticket={ticket} price={price} names={names} mode={mode} pricing={pricing} />
      ))}
      {more > 0 && revealed === tickets.length && (
        <Button className={styles.more} onClick={() => onMore()}>
          {t('results.showMore', { count: more })}
        </Button>
      )}
    </div>
  );
});

/** A price formatter that stays the same function while the rates, the currency and the locale do (cards are kept by it). */
function useStablePriceFormatter() {
  const formats = useLocaleFormats();
  const [rates, currency] = useUnit([currencyRatesQuery.$data, $currency]);
  const formatter = usePriceFormatter();
  // usePriceFormatter makes a new function on every render; what it formats with is these three.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  return useMemo(() => formatter, [rates, currency, formats]);
}

/**
 * What changes while results stream in: the progress, the status, the new-results control and the
 * list. A part of its own, so that a streamed batch does not render the page's shell and form again.
 */
function SearchProgress() {
  const { t } = useTranslator();
  const s = useUnit({
    status: $status,
    failure: $failure,
    tickets: $tickets,
    matching: $matching,
    visible: $visible,
    held: $held,
    shown: $shown,
    names: $dictionary,
    mode: $priceMode,
    pricing: $cardPricing,
    sharedId: $sharedTicket,
  });
  const on = useUnit({ more: moreShown, retry: retried, showNew: newResultsShown });
  const list = useRef<HTMLDivElement>(null);
  const price = useStablePriceFormatter();
  // Filters' prices mean what the cards' do: per passenger or for everyone (the setting).
  const shownPrice = useMemo(() => price && ((roubles: number) => price(shownAmount(roubles, s.mode))), [price, s.mode]);
  // The shared ticket shows once, above the list (SharedTicket).
  const listed = useMemo(() => (s.sharedId ? s.visible.filter((ticket) => ticket.id !== s.sharedId) : s.visible), [s.visible, s.sharedId]);
  // While results stream in, the cards render in a transition: a batch (a store update, which React
  // renders at once and whole) shows its progress at once, and its cards in slices that let the
  // browser in. Once the search is over, a sort or a filter shows its cards at once.
  const deferredList = useDeferredValue(listed);
  const deferredNames = useDeferredValue(s.names);
  const searching = s.status === 'searching' || s.status === 'idle';
  const cards = searching ? deferredList : listed;
  const cardNames = searching ? deferredNames : s.names;
  const cardPricing = useDeferredValue(s.pricing);
  const pricing = searching ? cardPricing : s.pricing;

  return (
    <>
      <ProgressBar />
      {/* One row of fixed height for the status and the new-results control: neither moves the list. */}
      <div className={styles.statusRow}>
        <SearchStatus />
        <div aria-live="polite">
          {!s.failure && s.held > 0 && (
            <Button
              className={styles.showNew}
              data-testid="show-new-results"
              onClick={() => {
                on.showNew();
                // The control goes away with its results shown; the reader goes on from the top result,
                // once the list is re-ranked (a held ticket may now lead it).
                requestAnimationFrame(() => list.current?.querySelector<HTMLElement>('[data-testid="ticket"]')?.focus());
              }}
            >
              {t('results.showNew', { count: s.held })}
            </Button>
          )}
        </div>
      </div>
      {s.failure ? (
        <FailureState failure={s.failure} onRetry={on.retry} />
      ) : s.status === 'done' && s.tickets.length === 0 ? (
        <State title={t('results.empty')} text={t('results.emptyHint')} />
      ) : (
        <div className={styles.layout}>
          <div>
            <Filters price={shownPrice && s.tickets.length > 0 ? shownPrice : null} names={s.names} />
          </div>
          <div>
            <SortOrders />
            {price && <SharedTicket price={price} names={s.names} mode={s.mode} pricing={s.pricing} />}
            {/* Skeletons until the deferred list has its first cards: an empty list would pull the footer up. */}
            {!price || (s.tickets.length === 0 && searching) || (cards.length === 0 && listed.length > 0) ? (
              <Skeletons />
            ) : s.matching.length === 0 ? (
              <State title={t('results.filteredEmpty')} text={t('results.filteredEmptyHint')} />
            ) : (
              <TicketList
                tickets={cards}
                names={cardNames}
                price={price}
                mode={s.mode}
                pricing={pricing}
                more={s.matching.length > s.shown ? Math.min(s.matching.length - s.shown, 20) : 0}
                onMore={on.more}
                listRef={list}
                searching={searching}
              />
            )}
          </div>
        </div>
      )}
    </>
  );
}

export default function ResultsPage() {
  const { t, language } = useTranslator();
  const formats = useLocaleFormats();
  const s = useUnit({
    query: $query,
    invalid: $invalidAddress,
    origin: $origin,
    destination: $destination,
    legs: $legs,
    foreignCards: $foreignCardsInformer,
    failure: $failure,
  });
  // A search to fix keeps its form open: the failure's "fix" button moves the focus into it.
  const toFix = s.invalid || s.failure?.kind === 'invalid';
  const passengers = s.query ? s.query.passengers.adults + s.query.passengers.children + s.query.passengers.infants : 0;
  const summary = s.query
    ? t('results.summary', {
        dates: tripDates(s.query, formats, t),
        passengers: t('search.passengersSummary', { count: passengers, tripClass: t(tripClassKeys[s.query.tripClass]) }),
      })
    : '';
  const places = s.query && titlePlaces(s.query, s.origin, s.destination, s.legs);

  return (
    <AppShell section="flights">
      <div className={styles.top}>
        <div className={styles.inner}>
          {/* An address that is no search leaves the form open: it is where a new one starts. */}
          {toFix || !s.query || !places ? (
            <SearchForm />
          ) : (
            <CollapsibleSearch route={`${places.origin} – ${places.destination}`} details={summary} searchKey={JSON.stringify(s.query)}>
              <SearchForm />
            </CollapsibleSearch>
          )}
        </div>
      </div>
      <div className={styles.inner}>
        {s.invalid || !s.query ? (
          <div className={styles.invalidAddress}>
            <State title={t('results.invalidUrl')} text={t('results.invalidUrlHint')} />
          </div>
        ) : (
          <>
            <h1 className={styles.heading}>{searchTitle(t, language, s.query, s.origin, s.destination, s.legs)}</h1>
            <p className={styles.summary}>{summary}</p>
            <WatchPriceSlot />
            {s.foreignCards && (
              <p className={styles.informer} role="note" data-testid="foreign-cards-informer">
                {s.foreignCards}
              </p>
            )}
            <PriceToolsSlot />
            <SearchProgress />
          </>
        )}
      </div>
    </AppShell>
  );
}
