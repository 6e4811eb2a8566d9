import { allSettled, fork } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $abValues, $cookies, writeCookieFx, type CookieWrite } from '../../cookies';
import { startAppFx } from '../../start';
import { abCookiesService } from '../ab-cookies';
import { logger } from '../../logger';

afterEach(() => vi.restoreAllMocks());

async function start(cookies: Record<string, string>) {
  const writes: CookieWrite[] = [];
  const scope = fork({ values: [[$cookies, cookies]], handlers: [[writeCookieFx, async (write: CookieWrite) => void writes.push(write)]] });
  await allSettled(startAppFx, { scope, params: { services: [abCookiesService], side: 'server' } });
  return { scope, writes };
}

describe('A/B cookies service', () => {
  it('reads numeric abg and crt once, then removes both cookies', async () => {
    const { scope, writes } = await start({ abg: '3', crt: '1700000000', other: 'x' });
    expect(scope.getState($abValues)).toEqual({ group: 3, crt: 1700000000 });
    expect(writes).toEqual([
      { name: 'abg', value: '', maxAge: 0 },
      { name: 'crt', value: '', maxAge: 0 },
    ]);
    expect(scope.getState($cookies)).toEqual({ other: 'x' });
  });

  it('logs Invalid crt for a crt that is not numeric, drops it and still removes it', async () => {
    const warn = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const { scope, writes } = await start({ crt: 'soon' });
    expect(warn).toHaveBeenCalledWith('Invalid crt', { crt: 'soon' });
    expect(scope.getState($abValues)).toEqual({ group: null, crt: null });
    expect(writes).toEqual([{ name: 'crt', value: '', maxAge: 0 }]);
  });

  it('drops an abg that is not numeric', async () => {
    const warn = vi.spyOn(logger, 'error').mockImplementation(() => {});
    const { scope } = await start({ abg: 'b', crt: '12' });
    expect(scope.getState($abValues)).toEqual({ group: null, crt: 12 });
    expect(warn).not.toHaveBeenCalled();
  });

  it('writes nothing without A/B cookies', async () => {
    const { scope, writes } = await start({});
    expect(scope.getState($abValues)).toEqual({ group: null, crt: null });
    expect(writes).toEqual([]);
  });
});
