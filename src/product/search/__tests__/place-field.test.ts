import { describe, expect, test } from 'vitest';
import { placeFieldState, placeSynced, placeTyped } from '../model/place-field';
import type { PlaceChoice } from '../model/validate';

const moscow: PlaceChoice = { code: 'MOW', name: 'Москва', type: 'city' };
const petersburg: PlaceChoice = { code: 'LED', name: 'Санкт-Петербург', type: 'city' };

/** The field as the form drives it: every keystroke clears the form's value, which comes back empty. */
function typeOver(value: PlaceChoice | null, letters: string) {
  let state = placeSynced(placeFieldState(value), value);
  let text = '';
  for (const letter of letters) {
    text += letter;
    state = placeSynced(placeTyped(text), null);
  }
  return state;
}

describe('place field', () => {
  test('shows the name of its value', () => {
    expect(placeFieldState(moscow)).toEqual({ text: 'Москва', shown: moscow });
    expect(placeFieldState(null)).toEqual({ text: '', shown: null });
  });

  test('typing over a prefilled place keeps every letter', () => {
    expect(typeOver(moscow, 'Санкт').text).toBe('Санкт');
  });

  test('the value cleared by typing does not wipe the text', () => {
    const typed = placeTyped('С');
    expect(placeSynced(typed, null)).toBe(typed);
  });

  test('a value from outside replaces the typed text', () => {
    expect(placeSynced(placeTyped('Санкт'), petersburg)).toEqual({ text: 'Санкт-Петербург', shown: petersburg });
    expect(placeSynced(placeFieldState(moscow), petersburg).text).toBe('Санкт-Петербург');
  });

  test('a reset from outside empties the field', () => {
    expect(placeSynced(placeFieldState(moscow), null)).toEqual({ text: '', shown: null });
  });

  test('the same value keeps the state as it is', () => {
    const state = placeFieldState(moscow);
    expect(placeSynced(state, moscow)).toBe(state);
  });
});
