import { describe, expect, it } from 'vitest';
import { detectEnvironment, isLocalHost } from '../env';

describe('detectEnvironment', () => {
  it.each([
    ['localhost', 'local'],
    ['localhost:3000', 'local'],
    ['as.localhost', 'local'],
    ['wa.localhost', 'local'],
    ['127.0.0.1', 'local'],
    ['192.168.1.20', 'local'],
    ['helb-17.aviasmart.example', 'beta'],
    ['beta.aviasmart.example', 'beta'],
    ['wayaround-beta.example', 'beta'],
    ['stand.search.internal', 'beta'],
    ['aviasmart.example', 'production'],
    ['www.wayaround.example', 'production'],
    ['helpdesk.example', 'production'],
  ] as const)('guesses %s as %s', (host, expected) => {
    expect(detectEnvironment(host)).toBe(expected);
  });

  it('prefers the configured environment over the host', () => {
    expect(detectEnvironment('localhost', 'production')).toBe('production');
    expect(detectEnvironment('aviasmart.example', 'beta')).toBe('beta');
  });

  it('ignores a configured value that is not an environment', () => {
    expect(detectEnvironment('beta.aviasmart.example', 'staging')).toBe('beta');
    expect(detectEnvironment('localhost', '')).toBe('local');
  });
});

describe('isLocalHost', () => {
  it.each(['localhost', 'wa.localhost', '[::1]', '10.0.0.5', '172.20.1.1', 'printer.local'])('%s is local', (host) => {
    expect(isLocalHost(host)).toBe(true);
  });
  it.each(['google.com', '172.32.0.1', 'localhost.example'])('%s is not local', (host) => {
    expect(isLocalHost(host)).toBe(false);
  });
});
