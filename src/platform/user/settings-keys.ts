import { settingKeys, UserSettings, unknownPropertyMessage, type SettingKey } from '../../contracts/user-settings';

const known = new Set<string>(settingKeys);
export const isSettingKey = (key: string): key is SettingKey => known.has(key);

/**
 * A change of settings as the user service takes it (spec §5): an unknown key throws
 * `Unknown property {key}`, a value of the wrong shape throws the contract's message.
 */
export function checkSettingsPatch(patch: Record<string, unknown>): UserSettings {
  for (const key of Object.keys(patch)) if (!isSettingKey(key)) throw new Error(unknownPropertyMessage(key));
  const parsed = UserSettings.safeParse(patch);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(issue.path.length ? `${issue.path.join('.')}: ${issue.message}` : issue.message);
  }
  return parsed.data;
}

/** What local storage held, trusted key by key: an unknown or broken key is dropped. */
export function parseLocalSettings(stored: unknown): UserSettings {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return {};
  const settings: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(stored)) {
    if (!isSettingKey(key)) continue;
    const one = UserSettings.safeParse({ [key]: value });
    if (one.success) Object.assign(settings, one.data);
  }
  return settings as UserSettings;
}
