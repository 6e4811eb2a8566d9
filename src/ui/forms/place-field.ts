/** What a place field's value needs: the name it shows. */
export interface PlaceValue {
  code: string;
  name: string;
}

/**
 * What a place field shows: the text in the input and the value that text stands for.
 * The value belongs to the form; the text belongs to the field while the traveller types.
 */
export interface PlaceFieldState<Value extends PlaceValue = PlaceValue> {
  text: string;
  /** The value the field last showed or cleared itself: what the form's value will become. */
  shown: Value | null;
  /** The form's value the field last saw. */
  seen: Value | null;
}

export const placeFieldState = <Value extends PlaceValue>(value: Value | null): PlaceFieldState<Value> => ({
  text: value?.name ?? '',
  shown: value,
  seen: value,
});

/**
 * Typing replaces the text and clears the value: the field records the cleared value as shown,
 * so the value coming back empty from the form keeps what was typed.
 */
export const placeTyped = <Value extends PlaceValue>(state: PlaceFieldState<Value>, text: string): PlaceFieldState<Value> => ({
  text,
  shown: null,
  seen: state.seen,
});

/** A pick from the list: shown at once, while the form's value may still be the one before. */
export const placeChosen = <Value extends PlaceValue>(state: PlaceFieldState<Value>, choice: Value): PlaceFieldState<Value> => ({
  text: choice.name,
  shown: choice,
  seen: state.seen,
});

/**
 * The form's value as the field renders it. Only a value the field has not seen yet counts: the
 * form may catch up with a keystroke a render later, and the value the field had before that
 * keystroke must not put the old name back over the letter just typed. A new value the field
 * produced itself (cleared by typing, picked) keeps the text; any other (a swap, a prefill, a
 * reset) replaces it, except while the traveller is typing in the field (`typing`: it has the
 * focus and shows their letters): a content page's prefill that answers once the app has taken
 * over must not overwrite what they began to type.
 */
export function placeSynced<Value extends PlaceValue>(state: PlaceFieldState<Value>, value: Value | null, typing = false): PlaceFieldState<Value> {
  if (value === state.seen) return state;
  if (value === state.shown) return { ...state, seen: value };
  // Letters the traveller is typing in the focused field outrank a value from outside.
  if (typing && state.shown === null && state.text !== '') return { ...state, seen: value };
  return placeFieldState(value);
}
