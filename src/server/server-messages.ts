import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { IntlMessageFormat } from 'intl-messageformat';
import type { BrandCode } from '../platform/brand';
import { chooseLocale } from '../platform/locale/choose';
import { primaryLocales } from '../platform/locale/locales';
import { isLanguage, languages, type Language } from '../platform/market';

// What the server sends people (SMS, e-mails) is written from ICU message bundles, one per API
// module (`api/{module}/messages/{language}.json`), checked like the UI's (scripts/i18n/messages.ts):
// every language has every key, the same placeholders, valid ICU, and every key is used.

/** A message as its bundle holds it: ICU text, or already parsed where the build precompiles bundles. */
export type MessageSource = string | MessageFormatElement[];

export type MessageValues = Record<string, string | number>;

/** Who reads a text: its language, and where known the visit's market and brand, which pick the locale. */
export interface Reader {
  language: Language;
  market?: string;
  brand?: BrandCode;
}

/** The texts of one bundle for one reader. */
export interface ServerTexts<Key extends string> {
  readonly language: Language;
  /** The formatting locale of numbers, dates and plural rules, e.g. ru-KZ. */
  readonly locale: string;
  t(key: Key, values?: MessageValues): string;
}

/**
 * The reader of a notice: the language the person chose for notifications when it is a UI language,
 * else the visit's (its page's language, `requestVisit`), in the visit's market and brand.
 */
export function readerOf(visit: Reader, chosenLanguage?: unknown): Reader {
  return isLanguage(chosenLanguage) ? { ...visit, language: chosenLanguage } : visit;
}

/** The locale of a reader: the visit's (spec §3) when its market and brand are known, else the language's main variety. */
export function readerLocale({ language, market, brand }: Reader): string {
  if (market && brand) return chooseLocale({ language, market, brand });
  return primaryLocales[language.split('-')[0]!] ?? language;
}

/** Keys of the English bundle that `messages` lacks or leaves blank. */
function missingKeys(english: Record<string, MessageSource>, messages: Record<string, MessageSource> | undefined): string[] {
  return Object.keys(english).filter((key) => {
    const message = messages?.[key];
    return message === undefined || (typeof message === 'string' && !message.trim());
  });
}

/**
 * A module's bundles, checked when the server starts: a language lacking a key fails the start
 * rather than an SMS later (the unit check reports it first). Each message is compiled once per
 * locale it is used in, when first used.
 */
export function serverMessages<Key extends string>(
  name: string,
  bundles: Record<Language, Readonly<Record<Key, MessageSource>>>,
): (reader: Reader) => ServerTexts<Key> {
  const english = bundles.en as Record<string, MessageSource>;
  const problems = languages.flatMap((language) => {
    const missing = missingKeys(english, bundles[language] as Record<string, MessageSource> | undefined);
    return missing.length ? [`${language} lacks ${missing.join(', ')}`] : [];
  });
  if (problems.length) throw new Error(`Messages of ${name}: ${problems.join('; ')}`);
  const compiled = new Map<string, IntlMessageFormat>();
  return (reader) => {
    const { language } = reader;
    const locale = readerLocale(reader);
    const format = (key: Key, values?: MessageValues): string => {
      const id = `${language}|${locale}|${key}`;
      let message = compiled.get(id);
      if (!message) compiled.set(id, (message = new IntlMessageFormat(bundles[language][key], locale)));
      try {
        return String(message.format(values));
      } catch (error) {
        // A value the message needs and the caller did not give is the server's bug: the text is not sent half-written.
        throw new Error(`Message ${key} (${language}) failed to format: ${(error as Error).message}`, { cause: error });
      }
    };
    return { language, locale, t: format };
  };
}
