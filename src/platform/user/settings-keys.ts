import type { UserSettings } from '../../contracts/user-settings';
import { settingKeys, unknownPropertyMessage, type SettingKey } from '../../contracts/plain/user-settings';

const known = new Set<string>(settingKeys);
export const isSettingKey = (key: string): key is SettingKey => known.has(key);

/** The settings' contract, loaded with the first check: zod is not part of the page's start. */
const settingsContract = () => import('../../contracts/user-settings').then((contracts) => contracts.UserSettings);

/** Only the keys of spec §3: what a change shows at once, before the contract has checked it. */
export const knownSettings = (patch: Record<string, unknown>): UserSettings =>
  Object.fromEntries(Object.entries(patch).filter(([key]) => isSettingKey(key))) as UserSettings;

/**
 * A change of settings as the user service takes it (spec §5): an unknown key throws
 * `Unknown property {key}`, a value of the wrong shape throws the contract's message.
 */
export async function checkSettingsPatch(patch: Record<string, unknown>): Promise<UserSettings> {
  for (const key of Object.keys(patch)) if (!isSettingKey(key)) throw new Error(unknownPropertyMessage(key));
  const parsed = (await settingsContract()).safeParse(patch);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message);
  }
  return parsed.data;
}

/** What local storage held, trusted key by key: an unknown or broken key is dropped. */
export async function parseLocalSettings(stored: unknown): Promise<UserSettings> {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  const UserSettings = await settingsContract();
  const settings: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(stored)) {
    if (!isSettingKey(key)) continue;
    const one = UserSettings.safeParse({ [key]: value });
    if (one.success) Object.assign(settings, one.data);
  }
  return settings as UserSettings;
}
