import { settingKeys, type SettingKey, type UserSettings } from '../../../../contracts/user-settings';
import type { ReportFormat, ReportKey } from './format';

// The settings of the data report as `label: value` lines, only those the user has saved (an unset
// one is the brand's default, which is not data about the person).

type Values = { [Key in SettingKey]-?: (value: NonNullable<UserSettings[Key]>, f: ReportFormat) => string };

const supportChannels: Record<string, ReportKey> = { chat: 'dataReport.support.chat', email: 'dataReport.support.email', phone: 'dataReport.support.phone' };
const alertChannels = [
  ['email', 'dataReport.channel.email'],
  ['web_push', 'dataReport.channel.web_push'],
  ['mob_push', 'dataReport.channel.mob_push'],
] as const;

const values: Values = {
  origin: (code, f) => f.place(code),
  use_price_per_passenger: (on, f) => f.yesNo(on),
  use_price_per_night: (on, f) => f.yesNo(on),
  market: (code, f) => f.region(code),
  citizenship: (code, f) => f.region(code),
  currency: (code, f) => f.currency(code),
  payment_options: (cards, f) => {
    const chosen = [cards.ru_card && f.t('dataReport.card.ru_card'), cards.ww_card && f.t('dataReport.card.ww_card')].filter((item): item is string =>
      Boolean(item),
    );
    return chosen.length ? f.join(chosen) : f.t('dataReport.none');
  },
  name: (name) => name,
  notification_channels: (channels, f) => {
    const alert = channels.price_alert;
    const on = alertChannels.filter(([channel]) => alert?.[channel] === true).map(([, key]) => f.t(key));
    return on.length ? f.join(on) : f.t('dataReport.none');
  },
  notification_language: (code, f) => f.language(code),
  priority_support_channel: (channel, f) =>
    Object.hasOwn(supportChannels, channel) ? f.t(supportChannels[channel]!) : channel === 'whatsapp' ? 'WhatsApp' : 'Telegram',
  autosave_documents: (on, f) => f.yesNo(on),
  passengers: (count, f) => f.t('dataReport.setting.passengersValue', { adults: count.adults, children: count.children, infants: count.infants }),
  contact_info: (contact, f) => f.join([contact.email, contact.phone].filter((item): item is string => Boolean(item))) || f.t('dataReport.none'),
  prevent_geoip: (on, f) => f.yesNo(on),
  geoip: (value) => value,
  know_english: (on, f) => f.yesNo(on),
  pageview_promos: (on, f) => f.yesNo(on),
  pageview_partners: (on, f) => f.yesNo(on),
  user_marker: (marker) => marker,
  searchHistory: (searches) => String(searches.length),
};

const labels: Record<SettingKey, ReportKey> = {
  origin: 'dataReport.setting.origin',
  use_price_per_passenger: 'dataReport.setting.use_price_per_passenger',
  use_price_per_night: 'dataReport.setting.use_price_per_night',
  market: 'dataReport.setting.market',
  citizenship: 'dataReport.setting.citizenship',
  currency: 'dataReport.setting.currency',
  payment_options: 'dataReport.setting.payment_options',
  name: 'dataReport.setting.name',
  notification_channels: 'dataReport.setting.notification_channels',
  notification_language: 'dataReport.setting.notification_language',
  priority_support_channel: 'dataReport.setting.priority_support_channel',
  autosave_documents: 'dataReport.setting.autosave_documents',
  passengers: 'dataReport.setting.passengers',
  contact_info: 'dataReport.setting.contact_info',
  prevent_geoip: 'dataReport.setting.prevent_geoip',
  geoip: 'dataReport.setting.geoip',
  know_english: 'dataReport.setting.know_english',
  pageview_promos: 'dataReport.setting.pageview_promos',
  pageview_partners: 'dataReport.setting.pageview_partners',
  user_marker: 'dataReport.setting.user_marker',
  searchHistory: 'dataReport.setting.searchHistory',
};

export function settingLines(f: ReportFormat, settings: UserSettings): string[] {
  const lines = settingKeys.flatMap((key) => {
    const value = settings[key];
    if (value === undefined || value === null) return [];
    const write = values[key] as (value: unknown, f: ReportFormat) => string;
    return [`${f.t(labels[key])}: ${write(value, f)}`];
  });
  return lines.length ? lines : [f.t('dataReport.settings.none')];
}
