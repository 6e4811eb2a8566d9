import { describe, expect, test } from 'vitest';
import { cookiesAreSecure, loadConfig, mapStyleOrigin, parseTrustProxy, serverEnvironment } from '../config';

describe('TRUST_PROXY', () => {
  test.each([
    ['', false],
    ['none', false],
    ['false', false],
    ['0', false],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.1.1 ,::1', ['10.0.0.0/8', '192.168.1.1', '::1']],
    ['fd00::/8,loopback', ['fd00::/8', 'loopback']],
  ])('%j means %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  test.each(['true', 'everyone', '10.0.0.0/33', '10.0.0.1/8/1', 'proxy.example', '*'])('%j is refused at start with the setting named', (value) => {
    expect(parseTrustProxy(value)).toBeUndefined();
    expect(() => loadConfig({ TRUST_PROXY: value })).toThrow(/^Invalid environment: TRUST_PROXY: TRUST_PROXY must be/);
  });

  test('is none by default', () => {
    expect(loadConfig({}).trustProxy).toBe(false);
  });
});

describe('the environment the server decides by', () => {
  test('is APP_ENV, else production for a production build and local otherwise; never a host', () => {
    expect(serverEnvironment(loadConfig({ APP_ENV: 'beta' }))).toBe('beta');
    expect(serverEnvironment(loadConfig({}))).toBe('production');
    expect(serverEnvironment(loadConfig({ NODE_ENV: 'development' }))).toBe('local');
    expect(serverEnvironment(loadConfig({ NODE_ENV: 'test' }))).toBe('local');
  });

  test('decides Secure cookies unless COOKIE_SECURE does', () => {
    expect(cookiesAreSecure(loadConfig({}))).toBe(true);
    expect(cookiesAreSecure(loadConfig({ APP_ENV: 'local' }))).toBe(false);
    expect(cookiesAreSecure(loadConfig({ APP_ENV: 'local', COOKIE_SECURE: 'true' }))).toBe(true);
    expect(cookiesAreSecure(loadConfig({ APP_ENV: 'production', COOKIE_SECURE: 'false' }))).toBe(false);
  });

  test('an ADMIN_TOKEN too short to be secret stops start-up', () => {
    expect(() => loadConfig({ ADMIN_TOKEN: 'short' })).toThrow('ADMIN_TOKEN must be at least 32 characters');
  });
});

describe('CLOCK_START, the test clock', () => {
  test('a local server starts its clock at the day (09:00 UTC) or the moment given', () => {
    expect(loadConfig({ NODE_ENV: 'production', APP_ENV: 'local', CLOCK_START: '2026-03-02' }).clockStart).toBe(Date.parse('2026-03-02T09:00:00Z'));
    expect(loadConfig({ NODE_ENV: 'test', CLOCK_START: '2026-03-02T12:30:00Z' }).clockStart).toBe(Date.parse('2026-03-02T12:30:00Z'));
    expect(loadConfig({ NODE_ENV: 'test' }).clockStart).toBeUndefined();
  });

  test('is refused where people use the server, and when it is not a moment', () => {
    expect(() => loadConfig({ CLOCK_START: '2026-03-02' })).toThrow('Invalid environment: CLOCK_START: a test setting, refused on a production server');
    expect(() => loadConfig({ NODE_ENV: 'development', APP_ENV: 'beta', CLOCK_START: '2026-03-02' })).toThrow('refused on a beta server');
    expect(() => loadConfig({ NODE_ENV: 'test', CLOCK_START: 'tomorrow' })).toThrow('CLOCK_START must be a date (YYYY-MM-DD) or an ISO moment');
  });
});

describe('HOTELS_MAP_STYLE_URL', () => {
  test('an http(s) style URL is taken as it is; unset or blank, the maps draw the offline style', () => {
    expect(loadConfig({ HOTELS_MAP_STYLE_URL: 'https://tiles.example/styles/streets.json?key=k' }).hotelsMapStyleUrl).toBe(
      'https://tiles.example/styles/streets.json?key=k',
    );
    expect(mapStyleOrigin('https://tiles.example/styles/streets.json?key=k')).toBe('https://tiles.example');
    expect(loadConfig({}).hotelsMapStyleUrl).toBeUndefined();
    expect(loadConfig({ HOTELS_MAP_STYLE_URL: '  ' }).hotelsMapStyleUrl).toBeUndefined();
  });

  test.each(['tiles.example/style.json', 'ftp://tiles.example/style.json', 'javascript:alert(1)'])('%j is refused at start with the setting named', (value) => {
    expect(() => loadConfig({ HOTELS_MAP_STYLE_URL: value })).toThrow(/^Invalid environment: HOTELS_MAP_STYLE_URL: HOTELS_MAP_STYLE_URL must be/);
  });
});
