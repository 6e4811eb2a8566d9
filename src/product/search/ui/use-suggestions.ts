import { useUnit } from 'effector-react';
import { useMemo, useState } from 'react';
import type { SuggestResponse } from '../../../contracts/places';
import { latestAnswer } from '../model/latest-answer';
import { suggestPlacesFx, type SuggestParams } from '../model/suggest';

/**
 * A field's suggestions: `start` asks for a term, and `data` is the answer to the latest request;
 * null before the first answer and after a failure.
 */
export function useSuggestions(): { data: SuggestResponse | null; start(params: SuggestParams): void } {
  const suggest = useUnit(suggestPlacesFx);
  const [data, setData] = useState<SuggestResponse | null>(null);
  const start = useMemo(() => latestAnswer(suggest, setData), [suggest]);
  return { data, start };
}
