import { IntlMessageFormat } from 'intl-messageformat';
import type { Language } from '../market';
import type { MessageKey, Messages } from './catalogue';

export type MessageValues = Record<string, string | number | Date>;

export interface Translator {
  language: Language;
  /** BCP 47 locale used for numbers and dates, e.g. ru-RU. */
  locale: string;
  t(key: MessageKey, values?: MessageValues): string;
}

/** `ru` in market `ru` → `ru-RU`; a language that names its region keeps it. */
export function intlLocale(language: Language, market: string): string {
  const candidate = language.includes('-') ? language : `${language}-${market.toUpperCase()}`;
  try {
    return Intl.getCanonicalLocales(candidate)[0] ?? language;
  } catch {
    return language;
  }
}

/**
 * Formats ICU messages of one bundle. Bundles arrive parsed (see precompile-messages), and each
 * message is compiled once per translator; a missing key shows itself and is reported.
 */
export function createTranslator(language: Language, market: string, messages: Messages): Translator {
  const locale = intlLocale(language, market);
  const compiled = new Map<MessageKey, IntlMessageFormat>();
  const format = (key: MessageKey) => {
    let message = compiled.get(key);
    if (!message) {
      const source = messages[key];
      if (source === undefined) return null;
      message = new IntlMessageFormat(source, locale);
      compiled.set(key, message);
    }
    return message;
  };
  return {
    language,
    locale,
    t: (key, values) => {
      const message = format(key);
      if (!message) {
        console.warn(`Missing key for language: ${language} ${key}`);
        return key;
      }
      try {
        return String(message.format(values));
      } catch (error) {
        console.error(error);
        return key;
      }
    },
  };
}
