import { describe, expect, test } from 'vitest';
import type { PlaceChoice } from '../../../platform/places';
import { placeChosen, placeFieldState, placeSynced, placeTyped } from '../place-field';

const moscow: PlaceChoice = { code: 'MOW', name: 'Москва', type: 'city' };
const petersburg: PlaceChoice = { code: 'LED', name: 'Санкт-Петербург', type: 'city' };
const prague: PlaceChoice = { code: 'PRG', name: 'Прага', type: 'city' };

/** The field as the form drives it: every keystroke clears the form's value, which comes back empty. */
function typeOver(value: PlaceChoice | null, letters: string) {
  let state = placeSynced(placeFieldState(value), value);
  let text = '';
  for (const letter of letters) {
    text += letter;
    state = placeSynced(placeTyped(state, text), null);
  }
  return state;
}

describe('place field', () => {
  test('shows the name of its value', () => {
    expect(placeFieldState(moscow)).toEqual({ text: 'Москва', shown: moscow, seen: moscow });
    expect(placeFieldState(null)).toEqual({ text: '', shown: null, seen: null });
  });

  test('typing over a prefilled place keeps every letter', () => {
    expect(typeOver(moscow, 'Санкт').text).toBe('Санкт');
  });

  test('the value cleared by typing does not wipe the text', () => {
    const typed = placeTyped(placeFieldState(null), 'С');
    expect(placeSynced(typed, null)).toBe(typed);
  });

  test('replacing a chosen place keeps the first letter when the form clears its value a render later', () => {
    // The field renders the keystroke while the form still holds Moscow, then again with no value.
    let state = placeTyped(placeFieldState(moscow), 'П');
    state = placeSynced(state, moscow);
    expect(state.text).toBe('П');
    state = placeSynced(state, null);
    expect(state.text).toBe('П');
    state = placeSynced(placeTyped(state, 'Пр'), null);
    expect(state.text).toBe('Пр');
  });

  test('a pick shows at once and stays when the form catches up late', () => {
    let state = placeChosen(placeTyped(placeFieldState(null), 'Пра'), prague);
    expect(state.text).toBe('Прага');
    state = placeSynced(state, null);
    expect(state.text).toBe('Прага');
    state = placeSynced(state, prague);
    expect(state).toEqual({ text: 'Прага', shown: prague, seen: prague });
  });

  test('a prefill arriving while the traveller types in the focused field keeps their letters', () => {
    // A route page's places answer after the app took the page over and the first letter went in.
    const typed = placeTyped(placeFieldState(null), 'П');
    const state = placeSynced(typed, moscow, true);
    expect(state.text).toBe('П');
    // The field then clears the form's value; that keeps the letters too.
    expect(placeSynced(state, null, true).text).toBe('П');
    // Not typing (a swap, a reset, a recent search picked): the value wins.
    expect(placeSynced(typed, moscow, false).text).toBe('Москва');
    expect(placeSynced(placeFieldState(null), moscow, true).text).toBe('Москва');
  });

  test('a value from outside replaces the typed text', () => {
    expect(placeSynced(placeTyped(placeFieldState(null), 'Санкт'), petersburg)).toEqual(placeFieldState(petersburg));
    expect(placeSynced(placeFieldState(moscow), petersburg).text).toBe('Санкт-Петербург');
  });

  test('a reset from outside empties the field', () => {
    expect(placeSynced(placeFieldState(moscow), null)).toEqual({ text: '', shown: null, seen: null });
  });

  test('the same value keeps the state as it is', () => {
    const state = placeFieldState(moscow);
    expect(placeSynced(state, moscow)).toBe(state);
  });
});
