import { useUnit } from 'effector-react';
import type { PriceGraph } from '../../../../contracts/prices';
import type { SearchQuery } from '../../../../contracts/search';
import { formatDate, useLocaleFormats } from '../../../../platform/format';
import { useTranslator } from '../../../../platform/i18n';
import { $marketPrefix, Link, linkTo, navigate, withMarketPrefix, type AppHref } from '../../../../platform/router';
import { chartLayout } from '../../model/price-chart';
import { onDates } from '../../model/prices';
import { buildSearchParams } from '../../model/search-url';
import { $viewQuery } from '../../model/view';
import { searchRoute } from '../../routes';
import { moveFocus } from './roving';
import styles from './prices.module.css';

const size = { width: 720, height: 220, margin: { top: 12, right: 8, bottom: 28, left: 64 } };
/** About how wide one character of a 12-unit label is, in the chart's units. */
const labelCharWidth = 7;

interface Props {
  graph: PriceGraph;
  query: SearchQuery;
  price: (roubles: number) => string;
}

/**
 * The lowest price of each coming day as bars and a trend line (d3-scale and d3-shape, drawn as
 * SVG, so the server can render it too). Each bar is a link to that day's search; arrow keys move
 * between bars. A table of the same days follows for screen readers.
 */
export function PriceGraphView({ graph, query, price }: Props) {
  const { t } = useTranslator();
  const formats = useLocaleFormats();
  const [go, prefix, view] = useUnit([navigate, $marketPrefix, $viewQuery]);
  const days = graph.days.map((day) => ({ date: day.depart_date, price: day.price }));
  const layout = chartLayout(days, size);
  const { bars, trend, ticks, bottom } = layout;
  // Week labels that would run into each other (long month names) label every other week.
  const longest = Math.max(0, ...layout.weeks.map((week) => formatDate(week.date, formats, 'long').length));
  const spacing = layout.weeks.length > 1 ? layout.weeks[1]!.x - layout.weeks[0]!.x : size.width;
  const weeks = longest * labelCharWidth > spacing * 0.85 ? layout.weeks.filter((_, i) => i % 2 === 0) : layout.weeks;
  const cheapest = graph.cheapest;
  const stop = Math.max(
    0,
    graph.days.findIndex((day) => day.depart_date === query.departDate),
  );
  const passengers = query.passengers.adults + query.passengers.children + query.passengers.infants;
  const caption =
    graph.stay_days === null
      ? t('results.prices.graphCaption', { count: passengers, days: graph.days.length })
      : t('results.prices.graphCaptionReturn', { count: passengers, days: graph.days.length, nights: graph.stay_days });
  const hrefOf = (i: number) => {
    const day = graph.days[i]!;
    // Sorted and filtered as the results on screen (as the calendar's days are).
    return linkTo(searchRoute, { params: buildSearchParams(onDates(query, day.depart_date, day.return_date)) }, view);
  };

  return (
    <figure className={styles.graph}>
      <figcaption className={styles.caption}>{caption}</figcaption>
      <p className={styles.scrollHint} aria-hidden="true" data-testid="price-graph-scroll-hint">
        {t('results.prices.scrollHint')}
      </p>
      <div className={styles.scroller}>
        <svg viewBox={`0 0 ${size.width} ${size.height}`} className={styles.chart} onKeyDown={(event) => moveFocus(event, 7)} data-testid="price-graph">
          {ticks.map((tick) => (
            <g key={tick.value} aria-hidden="true">
              <line x1={size.margin.left} x2={size.width - size.margin.right} y1={tick.y} y2={tick.y} className={styles.gridLine} />
              <text x={size.margin.left - 6} y={tick.y} className={styles.tick} textAnchor="end" dominantBaseline="middle">
                {price(tick.value)}
              </text>
            </g>
          ))}
          {weeks.map((week) => (
            // The last week's label ends at the chart's edge rather than past it.
            <text
              key={week.date}
              x={Math.min(week.x, size.width - size.margin.right)}
              y={bottom + 18}
              className={styles.tick}
              textAnchor={week.x > size.width - size.margin.right - 48 ? 'end' : 'middle'}
              aria-hidden="true"
              data-testid="price-graph-week"
            >
              {formatDate(week.date, formats, 'long')}
            </text>
          ))}
          {bars.map((bar, i) =>
            bar.price === null ? null : (
              <a
                key={bar.date}
                href={withMarketPrefix(hrefOf(i), prefix)}
                tabIndex={i === stop ? 0 : -1}
                data-roving=""
                data-testid="price-graph-day"
                data-date={bar.date}
                data-price={bar.price}
                aria-label={`${formatDate(bar.date, formats)}: ${price(bar.price)}`}
                className={styles.bar}
                data-cheapest={bar.price === cheapest ? '' : undefined}
                data-chosen={bar.date === query.departDate ? '' : undefined}
                onClick={(event) => {
                  // A new tab or window is the browser's business.
                  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
                  event.preventDefault();
                  go({ to: hrefOf(i) });
                }}
              >
                <rect x={bar.x} y={bar.y} width={bar.width} height={bar.height} rx={2} />
              </a>
            ),
          )}
          <path d={trend} className={styles.trend} aria-hidden="true" />
        </svg>
      </div>
      <GraphTable graph={graph} caption={caption} price={price} hrefOf={hrefOf} />
    </figure>
  );
}

/** The graph's days as a table, for screen readers: each price a link to that day's search. */
function GraphTable({ graph, caption, price, hrefOf }: { graph: PriceGraph; caption: string; price: Props['price']; hrefOf: (i: number) => AppHref }) {
  const { t } = useTranslator();
  const formats = useLocaleFormats();
  return (
    <table className="visually-hidden">
      <caption>{caption}</caption>
      <thead>
        <tr>
          <th scope="col">{t('results.prices.date')}</th>
          <th scope="col">{t('results.prices.price')}</th>
        </tr>
      </thead>
      <tbody>
        {graph.days.map((day, i) => (
          <tr key={day.depart_date}>
            <th scope="row">{formatDate(day.depart_date, formats)}</th>
            <td>
              {day.price === null ? (
                day.available ? (
                  t('results.prices.noFlights')
                ) : (
                  t('results.prices.unavailable')
                )
              ) : (
                <Link href={hrefOf(i)} tabIndex={-1}>
                  {price(day.price)}
                </Link>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
