import { IntlMessageFormat } from 'intl-messageformat';
import type { BrandCode } from '../brand';
import { chooseLocale, localeString, type Locale } from '../locale';
import type { Language } from '../market';
import type { MessageKey, Messages } from './catalogue';
import { visitNames, type Names } from './naming';
import { logger, logSampling } from '../logger';

export type MessageValues = Record<string, string | number | Date>;

/** Share of missing-key reports that are sent (spec §9: translation missing 0.0003). */
export const missingKeySampling = logSampling.translationMissing;

export interface Translator {
  brand: BrandCode;
  language: Language;
  market: string;
  /** BCP 47 locale used for numbers and dates, e.g. ru-RU (spec §3). */
  locale: Locale;
  /** The locale as services name it, e.g. ru_RU. */
  localeString: string;
  /** The app's and the subscription's names, also given to every message as placeholders. */
  readonly names: Names;
  /** The message groups it has: the shell's and those of the routes opened so far. */
  readonly groups: readonly string[];
  t(key: MessageKey, values?: MessageValues): string;
  /** This translator with one more group; itself when it has the group already. */
  withMessages(group: string, messages: Messages): Translator;
}

export interface TranslatorOptions {
  brand: BrandCode;
  language: Language;
  market: string;
  messages: Messages;
  /** The groups `messages` holds. */
  groups?: readonly string[];
  /** Draws the sampling of missing-key reports; `Math.random` unless a test pins it. */
  random?: () => number;
  /** Where a sampled missing key is reported; a console warning by default. */
  report?: (message: string, details: { language: Language; key: string }) => void;
}

/**
 * Formats the ICU messages of the groups it has. They arrive parsed (see precompile-messages), and
 * each message is compiled once per visit. Every message may use `{appName}`, `{subscriptionName}`
 * and `{subscriptionLongName}`; values given to `t` win over them. A missing key shows itself and
 * is reported, sampled (it would otherwise flood the logs on every render). A key of a group not
 * loaded yet (its prefix unknown: a prefix belongs to one group) shows itself unreported: titles of
 * routes that are not open are computed too, and a page's own groups are checked by a test.
 */
export function createTranslator(options: TranslatorOptions): Translator {
  return translatorOf(options, new Map());
}

// A key belongs to one group (scripts/i18n/messages.ts), so a grown translator keeps the compiled messages.
function translatorOf(options: TranslatorOptions, compiled: Map<MessageKey, IntlMessageFormat>): Translator {
  const { brand, language, market, messages, groups = [], random = Math.random, report = (message, details) => logger.warning(message, details) } = options;
  const locale = chooseLocale({ language, market, brand });
  const prefixes = new Set(Object.keys(messages).map((key) => key.split('.')[0]));
  const compile = (key: MessageKey) => {
    let message = compiled.get(key);
    if (!message) {
      const source = messages[key];
      if (source === undefined) return null;
      message = new IntlMessageFormat(source, locale);
      compiled.set(key, message);
    }
    return message;
  };
  const format = (key: MessageKey, values?: MessageValues): string => {
    const message = compile(key);
    if (!message) {
      if (prefixes.has(key.split('.')[0]) && random() < missingKeySampling) report('Missing key for language', { language, key });
      return key;
    }
    try {
      return String(message.format(values));
    } catch (error) {
      logger.error('Message failed to format', { key, error });
      return key;
    }
  };
  let names: Names | undefined;
  const visitNamesOnce = () => (names ??= visitNames({ brand, market, language }, format));
  const translator: Translator = {
    brand,
    language,
    market,
    locale,
    localeString: localeString(locale),
    get names() {
      return visitNamesOnce();
    },
    groups,
    t: (key, values) => format(key, { ...visitNamesOnce(), ...values }),
    withMessages(group, more) {
      if (groups.includes(group)) return translator;
      return translatorOf({ ...options, messages: { ...messages, ...more }, groups: [...groups, group] }, compiled);
    },
  };
  return translator;
}
