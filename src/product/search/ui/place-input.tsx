import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import type { SuggestResponse } from '../../../contracts/places';
import { useTranslator } from '../../../platform/i18n';
import { PlaceInput, type EntryChoice } from '../../../ui';
import { toChoice } from '../model/places';
import type { RecentSearch } from '../model/recent';
import { suggestPlacesFx } from '../model/suggest';
import { itemKey, suggestionItems, suggestionKind, type SuggestionItem } from '../model/suggestion-items';
import type { PlaceChoice } from '../model/validate';
import { PlaceOption } from './place-option';

interface FlightPlaceInputProps {
  label: string;
  placeholder: string;
  value: PlaceChoice | null;
  onChange(place: PlaceChoice | null): void;
  error?: string;
  name: string;
  /** Text typed before, shown while no place is chosen (a form the server sent back). */
  typed?: string;
  /** Recent searches, offered while the field is empty; `onRecentWanted` asks for them on focus. */
  recent?: readonly RecentSearch[];
  onRecentWanted?(): void;
  onRecent?(recent: RecentSearch): void;
  /** Offers "anywhere" from this origin (spec §3 suggestion kinds); `onAnywhere` is told when it is chosen. */
  anywhereFrom?: PlaceChoice | null;
  onAnywhere?(origin: PlaceChoice): void;
}

/** Flights go to cities and airports; a country opens into its cities. */
const flightKinds = ['city', 'airport', 'country'] as const;
/** Travellers type the English word in any language. */
const anywhereWord = 'anywhere';
const noRecent: readonly RecentSearch[] = [];

interface ListEntry {
  key: string;
  kind: ReturnType<typeof suggestionKind>;
  nested: boolean;
  item: SuggestionItem;
}

/** A place field of the flight search: the shared place input with recent searches, "anywhere" and countries that open into their cities. */
export function FlightPlaceInput({ recent = noRecent, onRecentWanted, onRecent, anywhereFrom, onAnywhere, ...field }: FlightPlaceInputProps) {
  const { t, language } = useTranslator();
  const suggest = useUnit(suggestPlacesFx);
  const fetchSuggestions = useCallback(
    ({ term, kinds }: { term: string; kinds: readonly (typeof flightKinds)[number][] }) => suggest({ term, locale: language, types: [...kinds] }),
    [suggest, language],
  );
  const anywhere = anywhereFrom && onAnywhere ? { origin: anywhereFrom, words: [t('search.anywhere'), anywhereWord] } : null;

  const entries = (text: string, answer: SuggestResponse | null, opened: ListEntry | null): ListEntry[] => {
    const country = opened?.item.kind === 'place' ? opened.item.place.code : null;
    return suggestionItems(text, answer, country, recent, anywhere).map((item) => ({
      key: itemKey(item),
      kind: suggestionKind(item),
      nested: item.kind === 'place' && item.nested,
      item,
    }));
  };
  const choose = ({ item }: ListEntry): EntryChoice<PlaceChoice> => {
    if (item.kind === 'history') {
      onRecent?.(item.recent);
      return { handled: 'keep' };
    }
    if (item.kind === 'anywhere') {
      // Not a place the form can search to: the field stays empty and the app leads on.
      onAnywhere?.(item.origin);
      return { handled: 'clear' };
    }
    // No flights go to a country as such: its cities are offered instead.
    return item.place.type === 'country' ? { open: item.place.name } : { value: toChoice(item.place) };
  };
  const listLabel = (text: string, opened: ListEntry | null, shown: readonly ListEntry[]) => {
    if (opened?.item.kind === 'place') return t('search.countryCities', { country: opened.item.place.name });
    return !text.trim() && shown.every((entry) => entry.kind === 'history') ? t('search.recent') : field.label;
  };

  return (
    <PlaceInput
      {...field}
      kinds={flightKinds}
      fetchSuggestions={fetchSuggestions}
      entries={entries}
      renderEntry={(entry, term) => <PlaceOption item={entry.item} term={term} />}
      choose={choose}
      listLabel={listLabel}
      emptyText={t('search.suggestEmpty')}
      onFocusEmpty={onRecentWanted}
    />
  );
}
