import { allSettled, fork, scopeBind } from 'effector';
import { describe, expect, test } from 'vitest';
import { fetchFx } from '../../request';
import { $jwt, $sessionStorage, loggedIn, loggedOut, restoreSessionFx, JWT_STORAGE_KEY } from '../../session';
import { memoryStorage } from '../../storage/__tests__/memory-storage';
import { $settings, $settingsState, $settingsStorage, changeSettingsFx, LOCAL_SETTINGS_KEY, SETTINGS_SYNC_NEEDS, settingsChanged, userRequired } from '..';
import { settingsQuery } from '../api/settings';
import { checkSettingsPatch, parseLocalSettings } from '../settings-keys';
import { userVisit } from './user-service';

function setup({ jwt = null as string | null, local = {} as Record<string, unknown>, server = {} } = {}) {
  const settingsStorage = memoryStorage({ [LOCAL_SETTINGS_KEY]: JSON.stringify(local) });
  return { ...userVisit({ jwt, server, values: [[$settingsStorage, () => settingsStorage]] }), settingsStorage };
}

describe('setting keys (spec §5)', () => {
  test('an unknown key throws Unknown property {key}', async () => {
    await expect(checkSettingsPatch({ currency: 'eur', colour: 'blue' })).rejects.toThrow('Unknown property colour');
    await expect(checkSettingsPatch({ __proto__x: 1 })).rejects.toThrow('Unknown property __proto__x');
  });

  test('a known key with a wrong value throws the contract message', async () => {
    await expect(checkSettingsPatch({ currency: 'xyz' })).rejects.toThrow('currency: Unknown currency');
    expect(await checkSettingsPatch({ use_price_per_night: true })).toEqual({ use_price_per_night: true });
  });

  test('stored settings are trusted key by key', async () => {
    expect(await parseLocalSettings({ currency: 'eur', colour: 'blue', use_price_per_night: 'yes' })).toEqual({ currency: 'eur' });
    expect(await parseLocalSettings('nonsense')).toEqual({});
  });
});

describe('anonymous settings (spec §6: kept locally)', () => {
  test('are read from local storage and changes are written back, never sent', async () => {
    const { scope, service, settingsStorage } = setup({ local: { pageview_promos: false } });
    await allSettled(restoreSessionFx, { scope });
    expect(scope.getState($settingsState)).toBe('ready');
    expect(scope.getState($settings)).toEqual({ pageview_promos: false });

    await allSettled(settingsChanged, { scope, params: { use_price_per_night: true } });
    expect(scope.getState($settings)).toEqual({ pageview_promos: false, use_price_per_night: true });
    expect(JSON.parse(settingsStorage.getItem(LOCAL_SETTINGS_KEY)!)).toEqual({ pageview_promos: false, use_price_per_night: true });
    expect(service.state.calls).toEqual([]);
  });

  test('an unknown key is refused and changes nothing', async () => {
    const { scope } = setup();
    await allSettled(restoreSessionFx, { scope });
    const result = await allSettled(changeSettingsFx, { scope, params: { colour: 'blue' } });
    expect(result).toEqual({ status: 'fail', value: new Error('Unknown property colour') });
    expect(scope.getState($settings)).toEqual({});
  });
});

describe('settings of a logged-in user (spec §4, §5)', () => {
  test('load from the server, and the saved currency switches the visit', async () => {
    const { scope, switched } = setup({ jwt: 'valid-token', server: { currency: 'eur', use_price_per_passenger: false } });
    await allSettled(restoreSessionFx, { scope });
    expect(scope.getState($settingsState)).toBe('ready');
    expect(scope.getState($settings)).toEqual({ currency: 'eur', use_price_per_passenger: false });
    expect(switched).toHaveBeenCalledWith({ settings: { currency: 'eur' } });
  });

  test('sync to the server once ready', async () => {
    const { scope, service } = setup({ jwt: 'valid-token' });
    await allSettled(restoreSessionFx, { scope });
    await allSettled(settingsChanged, { scope, params: { prevent_geoip: true } });
    expect(service.state.settings).toEqual({ prevent_geoip: true });
    expect(scope.getState($settings)).toEqual({ prevent_geoip: true });
  });

  test('do not sync before they are ready (loading or failed)', async () => {
    const { service } = setup();
    for (const state of ['initial', 'loading', 'failed'] as const) {
      const scope = fork({
        values: [
          [$settingsState, state],
          [$jwt, 'valid-token'],
        ],
        handlers: [[fetchFx, service.answer]],
      });
      const result = await allSettled(changeSettingsFx, { scope, params: { know_english: true } });
      expect(result).toEqual({ status: 'fail', value: new Error(SETTINGS_SYNC_NEEDS) });
    }
    expect(service.state.calls).toEqual([]);
  });

  test('a change shows at once and goes back when the server refuses it', async () => {
    const { service } = setup({ server: { prevent_geoip: false } });
    const refusing = fork({
      values: [[$sessionStorage, () => memoryStorage({ [JWT_STORAGE_KEY]: 'valid-token' })]],
      handlers: [[fetchFx, async (request: Request) => (request.method === 'PATCH' ? new Response('{}', { status: 503 }) : service.answer(request))]],
    });
    await allSettled(restoreSessionFx, { scope: refusing });
    const shown: unknown[] = [];
    const unwatch = $settings.updates.watch((settings) => shown.push(settings));
    await allSettled(settingsChanged, { scope: refusing, params: { prevent_geoip: true } });
    unwatch();
    expect(shown[0]).toEqual({ prevent_geoip: true });
    expect(refusing.getState($settings)).toEqual({ prevent_geoip: false });
  });

  test('a load under way when a change is made does not undo the change', async () => {
    const { service } = setup({ jwt: 'valid-token', server: { prevent_geoip: false } });
    let holdLoads = false;
    const held: (() => void)[] = [];
    const scope = fork({
      values: [[$sessionStorage, () => memoryStorage({ [JWT_STORAGE_KEY]: 'valid-token' })]],
      handlers: [
        [
          fetchFx,
          async (request: Request) => {
            // The load's answer is what was stored when it was asked for; it arrives after the change.
            const answer = await service.answer(request);
            if (request.method === 'GET' && holdLoads) await new Promise<void>((release) => held.push(release));
            return answer;
          },
        ],
      ],
    });
    await allSettled(restoreSessionFx, { scope });
    holdLoads = true;
    const reload = allSettled(settingsQuery.start, { scope });
    scopeBind(settingsChanged, { scope })({ prevent_geoip: true });
    // The change is stored first; then the load answers.
    while (held.length === 0 || service.state.settings.prevent_geoip !== true) await new Promise((tick) => setTimeout(tick, 1));
    await new Promise((tick) => setTimeout(tick, 10));
    held.forEach((release) => release());
    await reload;
    expect(scope.getState($settings)).toEqual({ prevent_geoip: true });
    expect(scope.getState($settingsState)).toBe('ready');
  });

  test('a login loads the server settings; logout resets them to the anonymous ones', async () => {
    const { scope } = setup({ local: { pageview_partners: false }, server: { currency: 'usd' } });
    await allSettled(restoreSessionFx, { scope });
    await allSettled(loggedIn, { scope, params: 'valid-token' });
    expect(scope.getState($settings)).toEqual({ currency: 'usd' });
    await allSettled(loggedOut, { scope });
    expect(scope.getState($settings)).toEqual({ pageview_partners: false });
  });

  test('userRequired without a session asks nothing', async () => {
    const { scope, service } = setup();
    await allSettled(userRequired, { scope });
    expect(service.state.calls).toEqual([]);
  });
});
