import { renderToString } from 'react-dom/server';
import { describe, expect, test } from 'vitest';
import { CountsPanel, CountsPicker, type CountGroup } from '../counts-picker';
import { PlaceInput, PlaceList, type EntryChoice } from '../place-input';
import { entryIcons, Highlighted, PlaceOption, type PlaceKind } from '../place-option';

/** A hotels team's suggestion: what its own suggest call answers. */
interface StaySuggestion {
  key: string;
  kind: Extract<PlaceKind, 'hotel' | 'hotelCity' | 'city'>;
  code: string;
  name: string;
  detail: string;
}
const stayKinds = ['hotel', 'hotelCity', 'city'] as const;
const answer: StaySuggestion[] = [
  { key: 'hotelCity:MOW', kind: 'hotelCity', code: 'MOW', name: 'Moscow', detail: 'City · 1,204 hotels' },
  { key: 'hotel:777', kind: 'hotel', code: '777', name: 'Moscow Marriott Grand', detail: 'Hotel · Tverskaya 26' },
  { key: 'city:MOW', kind: 'city', code: 'MOW', name: 'Moscow Oblast', detail: 'Region, Russia' },
];
const choose = (entry: StaySuggestion): EntryChoice<{ code: string; name: string }> => ({ value: { code: entry.code, name: entry.name } });
const render = (entry: StaySuggestion, term: string) => (
  <PlaceOption kind={entry.kind} name={<Highlighted text={entry.name} term={term} />} detail={entry.detail} />
);

describe('the shared fields, shaped for hotels', () => {
  test('the place input asks for the hotel kinds and lists hotels, cities of hotels and cities, each with its own label and icon', () => {
    const asked: unknown[] = [];
    const field = renderToString(
      <PlaceInput
        label="Destination or hotel"
        placeholder="City, hotel"
        name="stay"
        value={{ code: '777', name: 'Moscow Marriott Grand' }}
        onChange={() => {}}
        kinds={stayKinds}
        fetchSuggestions={async (request) => {
          asked.push(request);
          return answer;
        }}
        entries={(_, found) => found ?? []}
        renderEntry={render}
        choose={choose}
        emptyText="No hotels found"
      />,
    );
    expect(field).toContain('Destination or hotel');
    expect(field).toContain('role="combobox"');
    expect(field).toContain('value="Moscow Marriott Grand"');
    // Nothing asked before anyone types.
    expect(asked).toEqual([]);

    const list = renderToString(
      <PlaceList
        id="stay"
        label="Destination or hotel"
        entries={answer}
        active={1}
        term="Mosc"
        empty={null}
        render={render}
        onActive={() => {}}
        onPick={() => {}}
      />,
    );
    const options = list.split('role="option"').slice(1);
    expect(options.map((option) => /data-kind="([^"]+)"/.exec(option)?.[1])).toEqual(['hotelCity', 'hotel', 'city']);
    expect(options[0]).toContain('City · 1,204 hotels');
    expect(options[1]).toContain('Hotel · Tverskaya 26');
    expect(options[1]).toContain('aria-selected="true"');
    expect(options[2]).toContain('Region, Russia');
    expect(list).toContain('<mark>Mosc</mark>ow Marriott Grand');
    // Each kind its own icon: a bed for a hotel, a building for a city of hotels.
    const icon = (kind: PlaceKind) => renderToString(<PlaceOption kind={kind} name="x" detail="" />).match(/<svg[\s\S]*<\/svg>/)?.[0];
    expect(icon('hotel')).not.toEqual(icon('hotelCity'));
    expect(options[1]).toContain(icon('hotel')!.slice(0, 200));
    expect(entryIcons.hotelCity).toBe(entryIcons.city);
  });

  test('the counts picker counts guests and rooms, each within its bounds', () => {
    type Stay = 'adults' | 'children' | 'rooms';
    const counts = { adults: 2, children: 0, rooms: 2 };
    const groups: CountGroup<Stay>[] = [
      { key: 'adults', label: 'Adults', min: 1, max: 8 },
      { key: 'children', label: 'Children', hint: 'Up to 17', min: 0, max: 4 },
      // A room for each adult at most, and every room needs someone in it.
      { key: 'rooms', label: 'Rooms', min: 1, max: counts.adults },
    ];
    const texts = { decreaseLabel: (label: string) => `Fewer: ${label}`, increaseLabel: (label: string) => `More: ${label}`, doneLabel: 'Done' };
    const closed = renderToString(<CountsPicker label="Guests" summary="2 guests, 2 rooms" counts={counts} groups={groups} onCounts={() => {}} {...texts} />);
    expect(closed).toContain('Guests');
    expect(closed).toContain('2 guests, 2 rooms');
    expect(closed).toContain('aria-expanded="false"');

    const panel = renderToString(<CountsPanel id="guests" label="Guests" counts={counts} groups={groups} onCounts={() => {}} onDone={() => {}} {...texts} />);
    const rows = panel.split('data-count="').slice(1);
    expect(rows.map((row) => row.slice(0, row.indexOf('"')))).toEqual(['adults', 'children', 'rooms']);
    expect(rows[1]).toContain('Up to 17');
    const button = (row: string, label: string) => new RegExp(`<button[^>]*aria-label="${label}"[^>]*>`).exec(row)?.[0] ?? '';
    expect(button(rows[2]!, 'More: Rooms')).toContain('disabled');
    expect(button(rows[2]!, 'Fewer: Rooms')).not.toContain('disabled');
    expect(button(rows[1]!, 'Fewer: Children')).toContain('disabled');
    expect(panel).toContain('Done');
  });
});
