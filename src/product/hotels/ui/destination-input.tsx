import { useUnit } from 'effector-react';
import { useCallback } from 'react';
import type { SuggestAnswer, SuggestionKind } from '../../../contracts/places';
import { useTranslator } from '../../../platform/i18n';
import { Highlighted, PlaceInput, PlaceOption } from '../../../ui';
import type { HotelStay } from '../model/search-url';
import { destinationEntries, destinationKinds, destinationOf, suggestDestinationsFx } from '../model/suggest';

type Destination = HotelStay['destination'];

interface DestinationInputProps {
  value: Destination | null;
  onChange(value: Destination | null): void;
  error?: string;
}

/** The search's destination: the shared place input over the suggest API's hotel kinds. */
export function DestinationInput({ value, onChange, error }: DestinationInputProps) {
  const { t, language } = useTranslator();
  const suggest = useUnit(suggestDestinationsFx);
  const fetchSuggestions = useCallback(
    ({ term }: { term: string; kinds: readonly SuggestionKind[] }) => suggest({ term, locale: language }),
    [suggest, language],
  );
  const detail = (item: SuggestAnswer[number]) =>
    item.type === 'hotel' ? t('hotels.suggest.hotel', { city: item.city_name ?? '', stars: 'stars' in item ? (item.stars ?? 0) : 0 }) : item.country_name;
  return (
    <PlaceInput
      label={t('hotels.form.destination')}
      placeholder={t('hotels.form.destinationPlaceholder')}
      name="destination"
      value={value}
      onChange={onChange}
      error={error}
      kinds={destinationKinds}
      fetchSuggestions={fetchSuggestions}
      entries={(_, answer) => destinationEntries(answer)}
      renderEntry={(entry, term) => (
        <PlaceOption
          kind={entry.kind}
          name={<Highlighted text={entry.item.name} term={term} />}
          detail={detail(entry.item)}
          code={entry.kind === 'hotel' ? undefined : entry.item.code}
        />
      )}
      choose={(entry) => ({ value: destinationOf(entry) })}
      emptyText={t('hotels.suggest.empty')}
    />
  );
}
