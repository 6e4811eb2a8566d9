import { describe, expect, test } from 'vitest';
import type { SavedPassenger } from '../../../contracts/saved-passengers';
import { needsFix } from '../model/passenger-form';

const today = '2026-11-25';
const kept: SavedPassenger = {
  first_name: 'Anna',
  last_name: "O'Neil-Petrova",
  middle_name: null,
  birth_date: '1990-04-01',
  gender: 'female',
  citizenship: 'RU',
  document: { type: 'passport', number: '4510123456', expires_at: '2030-01-01' },
};

describe('saved documents', () => {
  test('a kept document that breaks a rule today is marked to be corrected', () => {
    expect(needsFix(kept, today)).toBe(false);
    expect(needsFix({ ...kept, document: { type: 'passport', number: 'abc' } }, today)).toBe(true);
    expect(needsFix({ ...kept, document: { type: 'passport', number: '4510123456', expires_at: '2026-01-01' } }, today)).toBe(true);
  });
});
