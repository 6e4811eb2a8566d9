import { useUnit } from 'effector-react';
import { memo, useDeferredValue, useMemo } from 'react';
import type { Alliance, Ticket } from '../../../contracts';
import { alliances as allianceCodes } from '../../../contracts/plain/search';
import { useT } from '../../../platform/i18n';
import { $dictionaryData, type Dictionary, type DictionaryData } from '../model/dictionary';
import { facets as facetsOf, type Bounds } from '../model/facets';
import { activeGroups, type AllianceMap, type TicketFilters } from '../model/filters';
import type { PriceBasis } from '../model/card-offer';
import { $priceBasis } from '../model/price-mode';
import { $tickets } from '../model/results';
import {
  $allianceMap,
  $filters,
  agencyToggled,
  airlineToggled,
  allianceToggled,
  bagsChosen,
  filtersReset,
  legChanged,
  rangeChanged,
  stopToggled,
} from '../model/view';
import { toggle } from '../model/ticket-list';
import { BagsFilter } from './bags-filter';
import { FilterGroup, FilterList } from './filter-list';
import { formatDuration } from './format';
import { RangeField } from './range-field';
import styles from './filters.module.css';

/** Alliances' own names, the same in every language. */
const allianceNames: Record<Alliance, string> = { star: 'Star Alliance', oneworld: 'oneworld', skyteam: 'SkyTeam' };
const allianceOrder = (value: Alliance) => allianceCodes.indexOf(value);
const day: Bounds = { min: 0, max: 24 * 60 };
const clock = (minutes: number) => `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
/** A step of about a hundredth of the range, in round roubles. */
const priceStep = (bounds: Bounds) => Math.max(1, 10 ** Math.floor(Math.log10(Math.max(1, (bounds.max - bounds.min) / 100))));
const spans = (bounds: Bounds | null): bounds is Bounds => bounds !== null && bounds.max > bounds.min;

interface FilterGroupsProps {
  price(roubles: number): string;
  names: Dictionary;
}

/**
 * Every group of filters, the most used first; a group with nothing to choose is left out.
 * What they count (the tickets) and the names they show are deferred: a streamed batch first
 * draws its cards, and React counts and redraws the filters in a render of their own that yields
 * to the browser, so the two never make one long task. (The render that mounts them draws them
 * whole: lists filled in later would move the groups below.) A choice the traveller makes shows at once.
 */
export function FilterGroups({ price, names }: FilterGroupsProps) {
  const [tickets, filters, alliances, dictionary, basis] = useUnit([$tickets, $filters, $allianceMap, $dictionaryData, $priceBasis]);
  return (
    <Groups
      tickets={useDeferredValue(tickets)}
      basis={useDeferredValue(basis)}
      filters={filters}
      alliances={useDeferredValue(alliances)}
      dictionary={useDeferredValue(dictionary)}
      names={useDeferredValue(names)}
      price={price}
    />
  );
}

interface GroupsProps extends FilterGroupsProps {
  tickets: readonly Ticket[];
  basis: PriceBasis;
  filters: TicketFilters;
  alliances: AllianceMap;
  dictionary: DictionaryData;
}

const Groups = memo(function Groups({ tickets, basis, filters, alliances, dictionary, price, names }: GroupsProps) {
  const t = useT();
  // Counts and the cheapest price per value, each following the other active filters.
  const facets = useMemo(() => facetsOf(tickets, filters, basis, alliances), [tickets, filters, basis, alliances]);
  const on = useUnit({
    stop: stopToggled,
    airline: airlineToggled,
    alliance: allianceToggled,
    agency: agencyToggled,
    bags: bagsChosen,
    range: rangeChanged,
    leg: legChanged,
    reset: filtersReset,
  });
  const active = new Set(activeGroups(filters));
  const resetOf = (group: Parameters<typeof filtersReset>[0] & string) => (active.has(group) ? () => on.reset(group) : undefined);
  const city = (airport: string | undefined) => (airport ? (dictionary.airports[airport]?.city ?? airport) : '');
  const legPlaces = facets.legs.map((leg) => ({ from: city(leg.from[0]?.value), to: city(leg.to[0]?.value) }));
  const duration = (minutes: number) => formatDuration(minutes, t);
  const airportsChoice = facets.legs.some((leg) => leg.from.length > 1 || leg.to.length > 1);

  return (
    <div className={styles.groups}>
      <FilterGroup title={t('results.filters.stops')} onReset={resetOf('stops')} testId="filter-stops">
        <FilterList
          facets={facets.stops}
          selected={filters.stops}
          name="stops"
          label={(stops) => (stops >= 2 ? t('results.stopsAtLeast', { count: 2 }) : t('results.stops', { count: stops }))}
          price={price}
          priceText={(text) => t('results.from', { price: text })}
          onToggle={on.stop}
        />
      </FilterGroup>
      <FilterGroup title={t('results.filters.baggage')} onReset={resetOf('bags')} testId="filter-bags">
        <BagsFilter facets={facets.bags} chosen={filters.bags} price={price} onChoose={on.bags} />
      </FilterGroup>
      {spans(facets.price) && (
        <FilterGroup title={t('results.filters.price')} onReset={resetOf('price')} testId="filter-price">
          <RangeField
            label={t('results.filters.price')}
            bounds={facets.price}
            step={priceStep(facets.price)}
            value={filters.price}
            format={price}
            onChange={(range) => on.range({ group: 'price', range })}
          />
        </FilterGroup>
      )}
      <FilterGroup title={t('results.filters.airlines')} onReset={resetOf('airlines')} testId="filter-airlines">
        <FilterList facets={facets.airlines} selected={filters.airlines} name="airlines" label={names.airline} price={price} onToggle={on.airline} />
      </FilterGroup>
      {facets.alliances.length > 0 && (
        <FilterGroup title={t('results.filters.alliances')} onReset={resetOf('alliances')} testId="filter-alliances">
          <AllianceList facets={facets.alliances} filters={filters} asOf={dictionary.alliancesAsOf} price={price} onToggle={on.alliance} />
        </FilterGroup>
      )}
      <FilterGroup title={t('results.filters.times')} onReset={resetOf('times')} testId="filter-times">
        <LegTimes places={legPlaces} filters={filters} onChange={on.leg} />
      </FilterGroup>
      {spans(facets.duration) && (
        <FilterGroup title={t('results.filters.duration')} onReset={resetOf('duration')} testId="filter-duration">
          <RangeField
            label={t('results.filters.duration')}
            bounds={facets.duration}
            step={15}
            value={filters.duration}
            format={duration}
            onChange={(range) => on.range({ group: 'duration', range })}
          />
        </FilterGroup>
      )}
      {spans(facets.layover) && (
        <FilterGroup title={t('results.filters.layover')} onReset={resetOf('layover')} testId="filter-layover">
          <RangeField
            label={t('results.filters.layover')}
            bounds={facets.layover}
            step={15}
            value={filters.layover}
            format={duration}
            onChange={(range) => on.range({ group: 'layover', range })}
          />
        </FilterGroup>
      )}
      {airportsChoice && (
        <FilterGroup title={t('results.filters.airports')} onReset={resetOf('airports')} testId="filter-airports">
          <LegAirports legs={facets.legs} places={legPlaces} filters={filters} names={names} price={price} onChange={on.leg} />
        </FilterGroup>
      )}
      <FilterGroup title={t('results.filters.agencies')} onReset={resetOf('agencies')} testId="filter-agencies">
        <FilterList
          facets={facets.agencies}
          selected={filters.agencies}
          name="agencies"
          label={(id) => facets.agencies.find((facet) => facet.value === id)?.name ?? id}
          price={price}
          onToggle={on.agency}
        />
      </FilterGroup>
    </div>
  );
});

type LegPlaces = { from: string; to: string }[];
type LegChange = NonNullable<Parameters<typeof legChanged>[0]>;

/** Departure and arrival time ranges of every leg, named by its cities. */
function LegTimes({ places, filters, onChange }: { places: LegPlaces; filters: TicketFilters; onChange: (change: LegChange) => void }) {
  const t = useT();
  return (
    <>
      {places.map((places, index) => (
        <div key={index} className={styles.leg}>
          {(['depart', 'arrive'] as const).map((end) => {
            const label = end === 'depart' ? t('results.filters.departureFrom', { place: places.from }) : t('results.filters.arrivalAt', { place: places.to });
            return (
              <div key={end}>
                <p className={styles.subhead}>{label}</p>
                <RangeField
                  label={label}
                  bounds={day}
                  step={30}
                  value={filters.legs[index]?.[end] ?? null}
                  format={clock}
                  onChange={(range) => onChange({ index, change: { [end]: range && { min: range.min, max: Math.min(range.max, day.max) } } })}
                  testId={`filter-${end}-${index + 1}`}
                />
              </div>
            );
          })}
        </div>
      ))}
    </>
  );
}

/** The airports of each leg's ends, where a city has more than one among the results. */
function LegAirports(props: {
  legs: ReturnType<typeof facetsOf>['legs'];
  places: LegPlaces;
  filters: TicketFilters;
  names: FilterGroupsProps['names'];
  price: FilterGroupsProps['price'];
  onChange: (change: LegChange) => void;
}) {
  const t = useT();
  const { legs, places, filters, names, price, onChange } = props;
  return (
    <>
      {legs.map((leg, index) =>
        (['from', 'to'] as const)
          .filter((end) => leg[end].length > 1)
          .map((end) => (
            <div key={`${end}${index}`}>
              <p className={styles.subhead}>
                {end === 'from'
                  ? t('results.filters.departureFrom', { place: places[index]!.from })
                  : t('results.filters.arrivalAt', { place: places[index]!.to })}
              </p>
              <FilterList
                facets={leg[end]}
                selected={filters.legs[index]?.[end] ?? []}
                name={`${end}${index + 1}`}
                label={names.airportFull}
                price={price}
                onToggle={(code) => onChange({ index, change: { [end]: toggle(filters.legs[index]?.[end] ?? [], code) } })}
              />
            </div>
          )),
      )}
    </>
  );
}

/** Alliances in their usual order, with the date the membership list is from. */
function AllianceList(props: {
  facets: ReturnType<typeof facetsOf>['alliances'];
  filters: TicketFilters;
  asOf: DictionaryData['alliancesAsOf'];
  price: FilterGroupsProps['price'];
  onToggle: (alliance: Alliance) => void;
}) {
  const t = useT();
  const { facets, filters, asOf, price, onToggle } = props;
  return (
    <>
      <FilterList
        facets={facets.slice().sort((a, b) => allianceOrder(a.value) - allianceOrder(b.value))}
        selected={filters.alliances}
        name="alliances"
        label={(alliance) => allianceNames[alliance]}
        price={price}
        onToggle={onToggle}
      />
      {asOf && <p className={styles.note}>{t('results.filters.alliancesAsOf', { date: asOf })}</p>}
    </>
  );
}
