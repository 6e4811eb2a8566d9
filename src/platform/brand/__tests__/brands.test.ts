import { describe, expect, test } from 'vitest';
import { appName, brandFromHost, brandName, getBrand, parseBrand, parseBrandHosts } from '../brands';

describe('brand', () => {
  test.each([
    ['localhost', 'AS'],
    ['localhost:3000', 'AS'],
    ['as.localhost:3000', 'AS'],
    ['wa.localhost:3000', 'WA'],
    ['WA.LOCALHOST', 'WA'],
    ['unknown.example', 'AS'],
  ])('host %s serves %s', (host, brand) => {
    expect(brandFromHost(host, parseBrandHosts(undefined), 'AS')).toBe(brand);
  });

  test('BRAND_HOSTS adds and overrides hosts', () => {
    const map = parseBrandHosts('wayaround.test=WA, localhost=WA, broken, x.test=ZZ');
    expect(brandFromHost('wayaround.test', map, 'AS')).toBe('WA');
    expect(brandFromHost('localhost', map, 'AS')).toBe('WA');
    expect(brandFromHost('x.test', map, 'AS')).toBe('AS');
  });

  test('an unknown brand stops start-up', () => {
    expect(parseBrand('AS')).toBe('AS');
    expect(parseBrand('WA')).toBe('WA');
    for (const value of ['', 'as', 'XX', null, undefined]) expect(() => parseBrand(value)).toThrow('Unknown brand');
  });

  test('the platform layer finds a brand by code, and says Brand not found for any other', () => {
    expect(getBrand('WA').defaultLocale).toBe('en-US');
    for (const value of ['', 'as', 'XX']) expect(() => getBrand(value)).toThrow('Brand not found');
    expect(() => appName('XX' as never, 'ru', 'ru')).toThrow('Brand not found');
  });

  test('each brand has its own name, Russian for the regional brand in Russian', () => {
    expect(brandName('AS', 'ru')).toBe('Авиасмарт');
    expect(brandName('AS', 'en')).toBe('Aviasmart');
    expect(brandName('WA', 'ru')).toBe('WayAround');
  });
});

describe('app names by brand, market and language (spec §1)', () => {
  test.each([
    ['AS', 'ru', 'ru', 'Авиасмарт'],
    ['AS', 'kz', 'ru', 'Авиасмарт'],
    ['AS', 'kz', 'kk', 'Aviasmart'],
    ['AS', 'ua', 'ru', 'Aviasmart'],
    ['AS', 'ua', 'uk', 'Aviasmart'],
    ['AS', 'us', 'en', 'Aviasmart'],
    ['WA', 'us', 'en', 'WayAround'],
    ['WA', 'ru', 'ru', 'WayAround'],
  ] as const)('%s in %s, %s: %s', (brand, market, language, expected) => {
    expect(appName(brand, market, language)).toBe(expected);
  });
});

describe('brandFromHost with hostile hosts', () => {
  test.each(['__proto__', 'constructor', 'toString', 'constructor:3000'])('%s gets the fallback brand', (host) => {
    expect(brandFromHost(host, parseBrandHosts(undefined), 'WA')).toBe('WA');
  });
});
