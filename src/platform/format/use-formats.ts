import { useUnit } from 'effector-react';
import { useTranslator } from '../i18n';
import { $currency } from '../market';
import { localeFormats } from './formats';
import type { LocaleFormats } from './locale-data';
import { $localeFormats } from './model';

/** Prices fall back to roubles where a rate is missing (currency/use-price), so pages know both. */
export const pageCurrencies = (currency: string): string[] => [currency, 'rub'];

/**
 * The formats views write with: the server's, from the page. A scope made without them (a unit test
 * of a view) reads this runtime's Intl instead.
 */
export function useLocaleFormats(): LocaleFormats {
  const [formats, currency] = useUnit([$localeFormats, $currency]);
  const { locale } = useTranslator();
  return formats ?? localeFormats(locale, pageCurrencies(currency));
}
