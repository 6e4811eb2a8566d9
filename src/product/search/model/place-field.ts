import type { PlaceChoice } from './validate';

/**
 * What a place field shows: the text in the input and the value that text stands for.
 * The value belongs to the form; the text belongs to the field while the traveller types.
 */
export interface PlaceFieldState {
  text: string;
  /** The value the field last showed or cleared itself. */
  shown: PlaceChoice | null;
}

export const placeFieldState = (value: PlaceChoice | null): PlaceFieldState => ({ text: value?.name ?? '', shown: value });

/**
 * Typing replaces the text and clears the value: the field records the cleared value as shown,
 * so the value coming back empty from the form keeps what was typed.
 */
export const placeTyped = (text: string): PlaceFieldState => ({ text, shown: null });

/** A value from outside (a pick, a swap, a prefill, a reset) replaces the text; the same value keeps it. */
export function placeSynced(state: PlaceFieldState, value: PlaceChoice | null): PlaceFieldState {
  return value === state.shown ? state : placeFieldState(value);
}
