/** Spec §5: unknown setting keys. */
export const unknownPropertyMessage = (key: string) => `Unknown property ${key}`;

/** The languages of spec §3, for `notification_language`. */
export const settingsLanguages = ['az', 'en', 'es-ES', 'hy-AM', 'ka', 'kk', 'ky', 'ru', 'tg', 'th', 'uk', 'uz'] as const;

/** Where a person with priority support is answered first. */
export const supportChannels = ['chat', 'email', 'phone', 'telegram', 'whatsapp'] as const;

/** Every setting key of spec §3 (`UserSettings` has exactly these). */
export const settingKeys = [
  'origin',
  'use_price_per_passenger',
  'use_price_per_night',
  'market',
  'citizenship',
  'currency',
  'payment_options',
  'name',
  'notification_channels',
  'notification_language',
  'priority_support_channel',
  'autosave_documents',
  'passengers',
  'contact_info',
  'prevent_geoip',
  'geoip',
  'know_english',
  'pageview_promos',
  'pageview_partners',
  'user_marker',
  'searchHistory',
] as const;
export type SettingKey = (typeof settingKeys)[number];
