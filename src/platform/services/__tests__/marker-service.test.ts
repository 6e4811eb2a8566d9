import { allSettled, fork } from 'effector';
import { describe, expect, it, vi } from 'vitest';
import { $cookies, writeCookieFx, type CookieWrite } from '../../cookies';
import { $host } from '../../env';
import { $brand } from '../../market';
import { $marker, $referrer } from '../../marker';
import { $location } from '../../router';
import { startAppFx } from '../../start';
import { markerService } from '../marker';

const day = 24 * 3600;

function visit({ search = '', referrer = null as string | null, cookies = {} as Record<string, string>, brand = 'AS' as 'AS' | 'WA' }) {
  const writes: CookieWrite[] = [];
  const scope = fork({
    values: [
      [$location, { pathname: '/', search }],
      [$referrer, referrer],
      [$cookies, cookies],
      [$host, 'localhost'],
      [$brand, brand],
    ],
    handlers: [[writeCookieFx, vi.fn(async (write: CookieWrite) => void writes.push(write))]],
  });
  return { scope, writes };
}

const start = (scope: ReturnType<typeof fork>) => allSettled(startAppFx, { scope, params: { services: [markerService], side: 'server' } });

describe('marker service', () => {
  it('takes the query marker and saves it for 30 days', async () => {
    const { scope, writes } = visit({ search: '?marker=123456.abc', referrer: 'https://www.google.com/' });
    await start(scope);
    expect(scope.getState($marker)).toBe('123456.abc');
    expect(writes).toEqual([{ name: 'marker', value: '123456.abc', maxAge: 30 * day }]);
    expect(scope.getState($cookies)).toEqual({ marker: '123456.abc' });
  });

  it('keeps 174432 for 60 days', async () => {
    const { scope, writes } = visit({ search: '?marker=174432' });
    await start(scope);
    expect(writes).toEqual([{ name: 'marker', value: '174432', maxAge: 60 * day }]);
  });

  it('keeps a flight test marker for the session only', async () => {
    const { scope, writes } = visit({ search: '?marker=15468.qa' });
    await start(scope);
    expect(scope.getState($marker)).toBe('15468.qa');
    expect(writes).toEqual([{ name: 'marker', value: '15468.qa', maxAge: undefined }]);
  });

  it('names the search engine the visitor came from', async () => {
    const { scope, writes } = visit({ referrer: 'https://yandex.ru/search/?text=flights' });
    await start(scope);
    expect(scope.getState($marker)).toBe('yandex');
    expect(writes).toHaveLength(1);
  });

  it('keeps the stored affiliate marker against a search engine and writes nothing', async () => {
    const { scope, writes } = visit({ referrer: 'https://www.google.com/', cookies: { marker: '123456.abc' } });
    await start(scope);
    expect(scope.getState($marker)).toBe('123456.abc');
    expect(writes).toEqual([]);
  });

  it('is direct without any source, and writes nothing', async () => {
    const { scope, writes } = visit({ referrer: 'http://localhost:3000/guides' });
    await start(scope);
    expect(scope.getState($marker)).toBe('direct');
    expect(writes).toEqual([]);
  });
});
