import { tripLegs } from '../../../contracts/search';
import { formatDate } from '../../../platform/format/date';
import { localeFormats } from '../../../platform/format/formats';
import { formatPrice } from '../../../platform/format/price';
import { isLanguage } from '../../../platform/market';
import { readerOf, type Reader } from '../../server-messages';
import type { Digest } from './drops';
import { favoritesTexts } from './messages';

// The price-drop digest in the user's language: the notification language of the settings, else
// the UI language of the visit that subscribed (the user service's rule for what it sends).

/** The digest's reader: the settings' notification language, else the subscription's, else English. */
export function digestReader(notificationLanguage: unknown, subscribed: string): Reader {
  return readerOf({ language: isLanguage(subscribed) ? subscribed : 'en' }, notificationLanguage);
}

/** A city's or an airport's name in a locale; the code itself where none is known. */
export type PlaceName = (code: string, locale: string) => string;

/** The digest as a message: a subject and a plain-text body, one line per drop, biggest first, places by their names. */
export function digestMessage(digest: Digest, reader: Reader, favoritesUrl: string, placeName: PlaceName = (code) => code): { subject: string; body: string } {
  const texts = favoritesTexts(reader);
  // Prices of searches are kept in roubles.
  const formats = localeFormats(texts.locale, ['rub']);
  const money = (amount: number) => formatPrice(amount, 'rub', formats);
  const lines = digest.drops.map(({ query, from, to }) => {
    const legs = tripLegs(query);
    const route = [legs[0]!.origin, ...legs.map((leg) => leg.destination)].map((code) => placeName(code, texts.locale)).join(' → ');
    const dates = legs.map((leg) => formatDate(leg.date, formats)).join(' – ');
    return `• ${route}, ${dates}: ${money(from)} → ${money(to)} (−${money(from - to)})`;
  });
  return {
    subject: texts.t('priceDigest.subject'),
    body: [texts.t('priceDigest.intro'), '', ...lines, '', texts.t('priceDigest.outro'), favoritesUrl].join('\n'),
  };
}
