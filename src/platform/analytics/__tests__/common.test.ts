import { describe, expect, it } from 'vitest';
import { missingCommonFields, type CommonFields } from '../common';

const complete: CommonFields = {
  guestia_id: 'g-1',
  premium_state_id: 'not_active',
  market: 'ru',
  marker: 'direct',
  language: 'ru',
  currency: 'rub',
  split_test_version: null,
  platform: 'web_desktop',
  page_rendered_by: 'server',
  flags: {},
};

describe('common fields', () => {
  it('are complete with every required field and the client flags settled; a visit outside tests has no split test version', () => {
    expect(missingCommonFields(complete, true)).toEqual([]);
  });

  it('miss the experiment groups until the client flags request settles', () => {
    expect(missingCommonFields(complete, false)).toEqual(['flags']);
  });

  it.each(['guestia_id', 'premium_state_id', 'marker'] as const)('miss %s while it is empty', (name) => {
    expect(missingCommonFields({ ...complete, [name]: null }, true)).toEqual([name]);
  });
});
