import { describe, expect, it } from 'vitest';
import { eventData, schemas, snakeCaseKeys, toSnakeCase, type AnalyticsCall } from '../events';

describe('snake_case of extra fields', () => {
  it.each([
    ['premiumStateId', 'premium_state_id'],
    ['navigationType', 'navigation_type'],
    ['metricId', 'metric_id'],
    ['searchID', 'search_id'],
    ['HTTPStatus', 'http_status'],
    ['count', 'count'],
    ['already_snake', 'already_snake'],
    ['v2Value', 'v2_value'],
  ])('%s → %s', (key, snake) => expect(toSnakeCase(key)).toBe(snake));

  it('converts keys only, leaving nested values as they are', () => {
    expect(snakeCaseKeys({ flagKeys: ['fooBar'], nestedValue: { innerKey: 1 } })).toEqual({ flag_keys: ['fooBar'], nested_value: { innerKey: 1 } });
  });
});

describe('the product event', () => {
  const common = { guestia_id: 'g-1', premium_state_id: 'not_active' };

  it('carries service, category, action, label, guestiaId, premiumStateId and is_selene', () => {
    const call: AnalyticsCall = { name: 'flags:fetch_failed', fields: { error: 'HTTP error, status: 502' } };
    expect(eventData(call, 'aviasmart-web', common)).toEqual({
      service: 'aviasmart-web',
      category: 'flags',
      action: 'fetch_failed',
      label: null,
      guestiaId: 'g-1',
      premiumStateId: 'not_active',
      is_selene: true,
      error: 'HTTP error, status: 502',
    });
  });

  it('takes the label out of the fields and snake-cases the rest', () => {
    const call: AnalyticsCall = {
      name: 'performance:web_vital',
      fields: { label: 'LCP', value: 1200, rating: 'good', metricId: 'v6-1', navigationType: 'navigate' },
    };
    const data = eventData(call, 'wayaround-web', common);
    expect(data).toMatchObject({ category: 'performance', action: 'web_vital', label: 'LCP', metric_id: 'v6-1', navigation_type: 'navigate', value: 1200 });
    expect(data).not.toHaveProperty('metricId');
  });

  it('names its schemas as Iglu URIs', () => {
    for (const schema of Object.values(schemas)) expect(schema).toMatch(/^iglu:[\w.]+\/\w+\/jsonschema\/1-0-0$/);
  });
});
