import { attach, createEffect, createEvent, createStore, sample, scopeBind } from 'effector';
import type { UserSettings } from '../../contracts/user-settings';
import { userSettingsReceived } from '../market';
import { $authorized, $sessionState, loggedIn } from '../session';
import { type KeyValueStorage, localStore, readJson, writeJson } from '../storage';
import { patchSettingsFx, settingsQuery } from './api/settings';
import { userRequired, userReset } from './account';
import { checkSettingsPatch, knownSettings, parseLocalSettings } from './settings-keys';

/** Where an anonymous visitor's settings are kept (spec §6). */
export const LOCAL_SETTINGS_KEY = 'user_settings';
/** Spec §5: settings reach the server only once loaded from it, with a session. */
export const SETTINGS_SYNC_NEEDS = 'Settings sync needs state ready and authorized';

/** `ready` once the settings are known: from the server with a session, from local storage without. */
export type SettingsState = 'initial' | 'loading' | 'ready' | 'failed';

export const $settings = createStore<UserSettings>({}, { serialize: 'ignore' });
export const $settingsState = createStore<SettingsState>('initial', { serialize: 'ignore' });
/** Storage for anonymous settings; tests put a Map-backed one in the scope. */
export const $settingsStorage = createStore<() => KeyValueStorage | null>(localStore, { serialize: 'ignore' });

/** The person changed some settings: checked, applied, kept locally or sent to the server. */
export const settingsChanged = createEvent<Record<string, unknown>>();

const readLocalFx = attach({ source: $settingsStorage, effect: (storage) => parseLocalSettings(readJson(LOCAL_SETTINGS_KEY, storage())) });

/**
 * Applies a change: anonymous visitors keep it in local storage; with a session it goes to the
 * server (`PATCH /api/user/settings`), only once the settings are ready (spec §5).
 */
export const changeSettingsFx = attach({
  source: { settings: $settings, state: $settingsState, authorized: $authorized, storage: $settingsStorage },
  effect: createEffect(
    async ({
      settings,
      state,
      authorized,
      storage,
      patch,
    }: {
      settings: UserSettings;
      state: SettingsState;
      authorized: boolean;
      storage: () => KeyValueStorage | null;
      patch: Record<string, unknown>;
    }): Promise<UserSettings> => {
      // Bound before the check's first await, which would leave the scope behind.
      const sendPatch = scopeBind(patchSettingsFx, { safe: true });
      const checked = await checkSettingsPatch(patch);
      if (!authorized) {
        const next = { ...settings, ...checked };
        writeJson(LOCAL_SETTINGS_KEY, next, storage());
        return next;
      }
      if (state !== 'ready') throw new Error(SETTINGS_SYNC_NEEDS);
      const { settings: stored } = await sendPatch(checked);
      return stored;
    },
  ),
  mapParams: (patch: Record<string, unknown>, source) => ({ ...source, patch }),
});
sample({ clock: settingsChanged, target: changeSettingsFx });

/** The settings as last stored (server or storage): what a failed change goes back to. */
const $stored = createStore<UserSettings>({}, { serialize: 'ignore' });
// The change shows at once (a switch moves when pressed); a refusal puts the stored value back.
$settings.on(changeSettingsFx, (settings, patch) => ({ ...settings, ...knownSettings(patch) }));
$stored.on(changeSettingsFx.doneData, (_, settings) => settings);
$settings.on(changeSettingsFx.doneData, (_, settings) => settings);
sample({ clock: changeSettingsFx.fail, source: $stored, target: $settings });

// Loading: from the server with a session (again after a login), from storage without one.
const load = sample({ clock: [userRequired, loggedIn, $sessionState.updates], source: $sessionState });
sample({ clock: load, filter: (state) => state === 'authorized', target: settingsQuery.refresh });
sample({ clock: load, filter: (state) => state === 'anonymous', target: readLocalFx });
$settingsState.on(settingsQuery.started, (state) => (state === 'ready' ? state : 'loading'));
// A load that was under way when the person changed something answers with what was stored
// before it: the change's own answer (the server's merged settings) is the newer one.
const $changedWhileLoading = createStore(false, { serialize: 'ignore' })
  .on(changeSettingsFx, () => true)
  .reset(settingsQuery.started);
const loaded = sample({
  clock: settingsQuery.finished.success,
  filter: $changedWhileLoading.map((changed) => !changed),
  fn: ({ result }) => result.user.settings,
});
$settings.on(loaded, (_, settings) => settings);
$stored.on(loaded, (_, settings) => settings);
$settingsState.on(settingsQuery.finished.success, () => 'ready');
$settingsState.on(settingsQuery.finished.failure, (state) => (state === 'ready' ? state : 'failed'));
$settings.on(readLocalFx.doneData, (_, settings) => settings);
$stored.on(readLocalFx.doneData, (_, settings) => settings);
$settingsState.on(readLocalFx.done, () => 'ready');

// Spec §4: the saved currency may switch the visit's.
sample({ clock: settingsQuery.finished.success, fn: ({ result }) => ({ currency: result.user.settings.currency }), target: userSettingsReceived });

// Spec §4 user reset: the user's settings go; the visitor is anonymous again and reads their own.
$settings.reset(userReset);
$stored.reset(userReset);
$settingsState.reset(userReset);
sample({ clock: userReset, target: settingsQuery.reset });
