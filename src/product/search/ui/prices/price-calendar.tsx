import type { PriceCalendar, PriceDay } from '../../../../contracts/prices';
import type { SearchQuery } from '../../../../contracts/search';
import { formatDate, formatDayWith, useLocaleFormats } from '../../../../platform/format';
import { useTranslator } from '../../../../platform/i18n';
import { priceLevels } from '../../model/price-chart';
import { DayLink } from './day-link';
import { moveFocus } from './roving';
import { BreakablePrice } from './price-parts';
import styles from './prices.module.css';

interface Props {
  calendar: PriceCalendar;
  query: SearchQuery;
  price: (roubles: number) => string;
}

const passengersOf = (query: SearchQuery) => query.passengers.adults + query.passengers.children + query.passengers.infants;

/** What a day's cell says: its price, or why it has none. */
function DayCell({
  day,
  level,
  query,
  price,
  tabStop,
  label,
  spoken,
}: {
  day: PriceDay;
  level: number | null;
  query: SearchQuery;
  price: Props['price'];
  tabStop: boolean;
  label: string;
  spoken?: string;
}) {
  const { t } = useTranslator();
  const chosen = day.depart_date === query.departDate && (day.return_date ?? null) === (query.returnDate ?? null);
  if (day.price === null) {
    return (
      <span className={styles.day} data-roving="" tabIndex={tabStop ? 0 : -1} data-empty="">
        <span className={styles.dayLabel} aria-hidden={spoken ? true : undefined}>
          {label}
        </span>
        {spoken && <span className="visually-hidden">{spoken}</span>}
        <span className={styles.dayPrice}>{day.available ? t('results.prices.noFlights') : t('results.prices.unavailable')}</span>
      </span>
    );
  }
  return (
    <DayLink
      query={query}
      departDate={day.depart_date}
      returnDate={day.return_date}
      className={styles.day}
      tabStop={tabStop}
      data-level={String(level)}
      data-cheapest={level === -1 ? '' : undefined}
      data-chosen={chosen ? '' : undefined}
      data-testid="price-day"
      data-date={day.return_date ? `${day.depart_date}/${day.return_date}` : day.depart_date}
      data-price={String(day.price)}
    >
      <span className={styles.dayLabel} aria-hidden={spoken ? true : undefined}>
        {label}
      </span>
      {spoken && <span className="visually-hidden">{spoken}</span>}
      <span className={styles.dayPrice}>
        <BreakablePrice text={price(day.price)} />
      </span>
      {level === -1 && <span className="visually-hidden">{t('results.prices.cheapest')}</span>}
      {chosen && <span className="visually-hidden">{t('results.prices.chosen')}</span>}
    </DayLink>
  );
}

/** Price levels with the cheapest days marked -1 (they get the frame as well as the darkest tint). */
function levelsOf(calendar: PriceCalendar): (number | null)[] {
  const levels = priceLevels(calendar.days.map((day) => day.price));
  return calendar.days.map((day, i) => (day.price !== null && day.price === calendar.cheapest ? -1 : levels[i]!));
}

function tabStopOf(calendar: PriceCalendar, query: SearchQuery): number {
  const chosen = calendar.days.findIndex((day) => day.depart_date === query.departDate && (day.return_date ?? null) === (query.returnDate ?? null));
  return chosen >= 0 ? chosen : 0;
}

/** A round trip's grid: departures down, returns across. A real table, so screen readers name both dates of a cell. */
function Grid({ calendar, query, price }: Props) {
  const { t } = useTranslator();
  const formats = useLocaleFormats();
  const levels = levelsOf(calendar);
  const stop = tabStopOf(calendar, query);
  const columns = calendar.return_dates.length;
  return (
    <div className={styles.scroller}>
      <table className={styles.grid} onKeyDown={(event) => moveFocus(event, columns)} data-testid="price-calendar-grid">
        <caption className={styles.caption}>{t('results.prices.gridCaption', { count: passengersOf(query) })}</caption>
        <thead>
          <tr>
            <th scope="col" className={styles.corner}>
              <span>{t('results.prices.departure')}</span> / <span>{t('results.prices.return')}</span>
            </th>
            {calendar.return_dates.map((date) => (
              <th key={date} scope="col">
                {formatDate(date, formats)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {calendar.depart_dates.map((depart, row) => (
            <tr key={depart}>
              <th scope="row">{formatDate(depart, formats)}</th>
              {calendar.return_dates.map((back, column) => {
                const i = row * columns + column;
                return (
                  <td key={back}>
                    <DayCell day={calendar.days[i]!} level={levels[i]!} query={query} price={price} tabStop={i === stop} label="" />
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** Monday first; the weekday names come from the locale. */
const weekdayIndex = (date: string) => (new Date(`${date}T00:00:00Z`).getUTCDay() + 6) % 7;

/** A one-way trip's month, week by week. */
function Month({ calendar, query, price }: Props) {
  const { t, locale } = useTranslator();
  const levels = levelsOf(calendar);
  const stop = tabStopOf(calendar, query);
  const first = calendar.days[0]?.depart_date ?? query.departDate;
  const lead = weekdayIndex(first);
  const monthName = formatDayWith(first, locale, { month: 'long', year: 'numeric' });
  const slots = [...Array.from({ length: lead }, () => null), ...calendar.days.map((day, i) => ({ day, i }))];
  const weeks = Array.from({ length: Math.ceil(slots.length / 7) }, (_, w) => slots.slice(w * 7, w * 7 + 7));
  return (
    <div className={styles.scroller}>
      <table className={styles.month} onKeyDown={(event) => moveFocus(event, 7)} data-testid="price-calendar-month">
        <caption className={styles.caption}>{t('results.prices.monthCaption', { count: passengersOf(query), month: monthName })}</caption>
        <thead>
          <tr>
            {Array.from({ length: 7 }, (_, d) => (
              // 5 January 2026 was a Monday.
              <th key={d} scope="col">
                {formatDayWith(`2026-01-${String(5 + d).padStart(2, '0')}`, locale, { weekday: 'short' })}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {weeks.map((week, w) => (
            <tr key={w}>
              {Array.from({ length: 7 }, (_, d) => {
                const slot = week[d];
                return (
                  <td key={d}>
                    {slot && (
                      <DayCell
                        day={slot.day}
                        level={levels[slot.i]!}
                        query={query}
                        price={price}
                        tabStop={slot.i === stop}
                        label={String(Number(slot.day.depart_date.slice(8, 10)))}
                        spoken={formatDayWith(slot.day.depart_date, locale, { weekday: 'long', day: 'numeric', month: 'long' })}
                      />
                    )}
                  </td>
                );
              })}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/** The price calendar: the grid of a round trip or the month of a one-way trip, with its colour key. */
export function PriceCalendarView(props: Props) {
  const { t } = useTranslator();
  return (
    <div className={styles.calendar}>
      {props.calendar.kind === 'grid' ? <Grid {...props} /> : <Month {...props} />}
      <p className={styles.legend}>
        <span className={styles.swatches} aria-hidden="true">
          {[0, 1, 2, 3].map((level) => (
            <span key={level} className={styles.swatch} data-level={level} />
          ))}
        </span>
        {t('results.prices.legend')}
      </p>
    </div>
  );
}
