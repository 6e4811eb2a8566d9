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
 * each message is compiled once per locale for every visit of the process (`compiledMessage`).
 * Every message may use `{appName}`, `{subscriptionName}` and `{subscriptionLongName}`; values
 * given to `t` win over them. A missing key shows itself and is reported, sampled (it would
 * otherwise flood the logs on every render). A key of a group not loaded yet (its prefix unknown:
 * a prefix belongs to one group) shows itself unreported: titles of routes that are not open are
 * computed too, and a page's own groups are checked by a test.
 */
export function createTranslator(options: TranslatorOptions): Translator {
  return translatorOf(options, [options.messages]);
}

/**
 * Compiled messages by their source, then locale. A source is one object per message and language
 * (the build parses the bundles), shared by every visit: the server compiled each message again
 * for every page it rendered. Bounded by the bundles' messages times the locales they are used in.
 */
const compiledMessages = new Map<unknown, Map<Locale, IntlMessageFormat>>();

function compiledMessage(source: string, locale: Locale): IntlMessageFormat {
  let byLocale = compiledMessages.get(source);
  if (!byLocale) compiledMessages.set(source, (byLocale = new Map()));
  let message = byLocale.get(locale);
  if (!message) byLocale.set(locale, (message = new IntlMessageFormat(source, locale)));
  return message;
}

/** The key prefixes of one group's messages (a key's prefix belongs to one group), once per bundle. */
const bundlePrefixes = new WeakMap<Messages, ReadonlySet<string>>();

function prefixesOf(messages: Messages): ReadonlySet<string> {
  let prefixes = bundlePrefixes.get(messages);
  if (!prefixes) bundlePrefixes.set(messages, (prefixes = new Set(Object.keys(messages).map((key) => key.split('.')[0]!))));
  return prefixes;
}

// A translator reads its groups' bundles as they are: a key belongs to one group (scripts/i18n/messages.ts).
function translatorOf(options: TranslatorOptions, bundles: readonly Messages[]): Translator {
  const { brand, language, market, groups = [], random = Math.random, report = (message, details) => logger.warning(message, details) } = options;
  const locale = chooseLocale({ language, market, brand });
  const sourceOf = (key: MessageKey) => {
    for (const bundle of bundles) {
      const source = bundle[key];
      if (source !== undefined) return source;
    }
    return undefined;
  };
  const knownPrefix = (prefix: string) => bundles.some((bundle) => prefixesOf(bundle).has(prefix));
  const format = (key: MessageKey, values?: MessageValues): string => {
    const source = sourceOf(key);
    if (source === undefined) {
      if (knownPrefix(key.split('.')[0]!) && random() < missingKeySampling) report('Missing key for language', { language, key });
      return key;
    }
    try {
      return String(compiledMessage(source, locale).format(values));
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
      return translatorOf({ ...options, groups: [...groups, group] }, [...bundles, more]);
    },
  };
  return translator;
}
