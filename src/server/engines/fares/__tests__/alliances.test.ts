import { describe, expect, test } from 'vitest';
import { allianceOf, alliancesAsOf } from '../alliances';
import { carrierByCode } from '../carriers';

describe('alliance membership', () => {
  test('every member is a carrier the engine flies, in one alliance only', () => {
    for (const code of allianceOf.keys()) expect(carrierByCode.has(code), code).toBe(true);
  });

  test('the data reflect the latest changes and say when they were checked', () => {
    expect(allianceOf.get('SK')).toBe('skyteam');
    expect(allianceOf.get('WY')).toBe('oneworld');
    expect(allianceOf.get('TK')).toBe('star');
    expect(allianceOf.has('SU')).toBe(false);
    expect(alliancesAsOf).toMatch(/^\d{4}-\d{2}-\d{2}$/);
  });
});
