import { createIntl, createIntlCache, type IntlShape } from '@formatjs/intl';
import type { Language } from '../market';
import type { MessageKey, Messages } from './catalogue';

export type MessageValues = Record<string, string | number | Date>;

export interface Translator {
  language: Language;
  /** BCP 47 locale used for numbers and dates, e.g. ru-RU. */
  locale: string;
  t(key: MessageKey, values?: MessageValues): string;
  intl: IntlShape<string>;
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

export function createTranslator(language: Language, market: string, messages: Messages): Translator {
  const locale = intlLocale(language, market);
  const intl = createIntl(
    {
      locale,
      messages,
      onError: (error) => {
        if (error.code !== 'MISSING_TRANSLATION') console.error(error);
      },
    },
    createIntlCache(),
  );
  return {
    language,
    locale,
    intl,
    t: (key, values) => intl.formatMessage({ id: key }, values) as string,
  };
}
