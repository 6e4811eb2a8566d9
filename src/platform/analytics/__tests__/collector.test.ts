import { describe, expect, it } from 'vitest';
import { appIds, chooseCollector, trackerIds } from '../collector';
import { hosts } from '../../config';
import type { BrandCode } from '../../brand';
import type { Environment } from '../../env';

const table = {
  collector: { AS: 'https://c.aviasmart.example', WA: 'https://c.wayaround.example/' },
  collectorDev: { AS: 'https://c.beta.example', WA: 'https://c-wa.beta.example' },
};
const origin = 'https://www.aviasmart.example';

describe('collector choice', () => {
  it.each<[BrandCode, Environment, boolean, string]>([
    ['AS', 'production', false, 'https://c.aviasmart.example'],
    ['WA', 'production', false, 'https://c.wayaround.example'],
    ['AS', 'production', true, 'https://c.beta.example'],
    ['WA', 'production', true, 'https://c-wa.beta.example'],
    ['AS', 'beta', false, 'https://c.beta.example'],
    ['WA', 'beta', false, 'https://c-wa.beta.example'],
    ['AS', 'local', false, 'https://c.beta.example'],
    ['WA', 'local', true, 'https://c-wa.beta.example'],
  ])('%s in %s (debug %s) sends to %s', (brand, environment, debug, endpoint) => {
    expect(chooseCollector({ brand, environment, debug, origin, hosts: table }).endpoint).toBe(endpoint);
  });

  it('gives each brand its own tracker and app id', () => {
    expect(chooseCollector({ brand: 'AS', environment: 'production', debug: false, origin, hosts: table })).toMatchObject({
      trackerId: 'as-web',
      appId: 'aviasmart-web',
    });
    expect(chooseCollector({ brand: 'WA', environment: 'production', debug: false, origin, hosts: table })).toMatchObject({
      trackerId: 'wa-web',
      appId: 'wayaround-web',
    });
    expect(new Set(Object.values(trackerIds)).size).toBe(2);
    expect(new Set(Object.values(appIds)).size).toBe(2);
  });

  it('resolves a collector on the serving origin (the default) against the page', () => {
    expect(chooseCollector({ brand: 'WA', environment: 'local', debug: false, origin: 'http://wa.localhost:3000', hosts }).endpoint).toBe(
      'http://wa.localhost:3000',
    );
    const prefixed = { collector: { AS: '/collect' }, collectorDev: { AS: '/collect-dev/' } };
    expect(chooseCollector({ brand: 'AS', environment: 'beta', debug: false, origin, hosts: prefixed }).endpoint).toBe(`${origin}/collect-dev`);
  });

  it('throws the spec’s error when the brand has no collector', () => {
    expect(() => chooseCollector({ brand: 'WA', environment: 'production', debug: false, origin, hosts: { collector: { AS: '' } } })).toThrow(
      'Url collector is not defined for brand WA',
    );
  });
});
