import { describe, expect, test } from 'vitest';
import { loadPhoneReader } from '../rules';

describe("a rule's reader", () => {
  test('the Russian rule reads +1 numbers as not Russian; the international one takes them', async () => {
    const russian = await loadPhoneReader('russian');
    const international = await loadPhoneReader('international');
    expect(russian('+1 212 555 0100', 'us').number).toBeNull();
    expect(russian('8 916 555 12 34', 'us').number).toBe('79165551234');
    expect(international('+1 212 555 0100', 'us')).toEqual({ value: '+1 212 555 0100', number: '12125550100' });
    expect(international('+7 916 555 12 34', 'us').number).toBe('79165551234');
  });
});
