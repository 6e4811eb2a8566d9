import { useUnit } from 'effector-react';
import { useEffect, useId, useState } from 'react';
import type { SearchQuery } from '../../../../contracts/search';
import { usePriceFormatter } from '../../../../platform/currency';
import { useTranslator } from '../../../../platform/i18n';
import { Button } from '../../../../ui';
import { localToday } from '../../../../platform/calendar';
import { calendarMonth } from '../../model/calendar-month';
import { priceCalendarQuery, priceGraphQuery, priceInsightQuery } from '../../model/prices';
import { buildSearchParams } from '../../model/search-url';
import { InsightBadge } from './insight-badge';
import { PriceCalendarView } from './price-calendar';
import { PriceGraphView } from './price-graph';
import styles from './prices.module.css';

type Panel = 'calendar' | 'graph';

/** Loading, failure (with a retry) or the panel's content. */
function PanelState({ pending, failed, retry, children }: { pending: boolean; failed: boolean; retry: () => void; children: React.ReactNode }) {
  const { t } = useTranslator();
  if (failed)
    return (
      <div className={styles.state} role="alert">
        <p>{t('results.prices.error')}</p>
        <Button onClick={retry}>{t('results.retry')}</Button>
      </div>
    );
  if (pending)
    return (
      <p className={styles.state} role="status">
        {t('results.prices.loading')}
      </p>
    );
  return <>{children}</>;
}

/**
 * The results page's price tools, loaded after the first results: the insight badge, and the
 * price calendar and graph behind their buttons (each asked for when first opened, and again for
 * the dates a chosen day opens).
 */
export function PriceTools({ query }: { query: SearchQuery }) {
  const { t } = useTranslator();
  const price = usePriceFormatter();
  const [panel, setPanel] = useState<Panel | null>(null);
  // A one-way calendar moves month by month without changing the search; a new search starts at its own month.
  const [shift, setShift] = useState({ key: '', months: 0 });
  const id = useId();
  const key = buildSearchParams(query);
  const months = shift.key === key ? shift.months : 0;
  const month = calendarMonth(query.departDate, months, localToday());
  const calendarOf = months === 0 ? query : { ...query, departDate: month.date };
  const moveMonth = (by: number) => setShift({ key, months: months + by });
  const insight = useUnit({ start: priceInsightQuery.start, data: priceInsightQuery.$data });
  const calendar = useUnit({
    start: priceCalendarQuery.start,
    data: priceCalendarQuery.$data,
    pending: priceCalendarQuery.$pending,
    failed: priceCalendarQuery.$failed,
  });
  const graph = useUnit({ start: priceGraphQuery.start, data: priceGraphQuery.$data, pending: priceGraphQuery.$pending, failed: priceGraphQuery.$failed });

  // `key` names the query: a new search (another day chosen) asks again.
  useEffect(() => {
    insight.start(query);
  }, [key]); // eslint-disable-line react-hooks/exhaustive-deps
  useEffect(() => {
    if (panel === 'calendar') calendar.start(calendarOf);
    if (panel === 'graph') graph.start(query);
  }, [key, panel, months]); // eslint-disable-line react-hooks/exhaustive-deps

  const toggle = (which: Panel) => setPanel(panel === which ? null : which);
  return (
    <>
      <div className={styles.row}>
        {price && insight.data && <InsightBadge insight={insight.data} price={price} />}
        <div className={styles.toggles}>
          <Button aria-expanded={panel === 'calendar'} aria-controls={`${id}calendar`} onClick={() => toggle('calendar')} data-testid="open-price-calendar">
            {t('results.prices.calendar')}
          </Button>
          <Button aria-expanded={panel === 'graph'} aria-controls={`${id}graph`} onClick={() => toggle('graph')} data-testid="open-price-graph">
            {t('results.prices.graph')}
          </Button>
        </div>
      </div>
      {panel === 'calendar' && (
        <section id={`${id}calendar`} className={styles.panel} aria-label={t('results.prices.calendar')} data-testid="price-calendar">
          {!query.returnDate && (
            <div className={styles.monthNav}>
              <Button variant="ghost" disabled={!month.canGoBack || calendar.pending} onClick={() => moveMonth(-1)} data-testid="calendar-previous-month">
                {t('results.prices.previousMonth')}
              </Button>
              <Button variant="ghost" disabled={!month.canGoOn || calendar.pending} onClick={() => moveMonth(1)} data-testid="calendar-next-month">
                {t('results.prices.nextMonth')}
              </Button>
            </div>
          )}
          <PanelState pending={calendar.pending || !price} failed={calendar.failed} retry={() => calendar.start(calendarOf)}>
            {calendar.data && price && <PriceCalendarView calendar={calendar.data} query={query} price={price} />}
          </PanelState>
        </section>
      )}
      {panel === 'graph' && (
        <section id={`${id}graph`} className={styles.panel} aria-label={t('results.prices.graph')} data-testid="price-graph-panel">
          <PanelState pending={graph.pending || !price} failed={graph.failed} retry={() => graph.start(query)}>
            {graph.data && price && <PriceGraphView graph={graph.data} query={query} price={price} />}
          </PanelState>
        </section>
      )}
    </>
  );
}
