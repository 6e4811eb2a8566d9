/** Latin letters that carry no combining mark, so stripping diacritics leaves them untouched. */
const latinFolds: Record<string, string> = { ı: 'i', ł: 'l', ø: 'o', đ: 'd', ð: 'd', þ: 'th', ß: 'ss', æ: 'ae', œ: 'oe' };

/**
 * The form names are indexed and searched in: lower case, ё as е, Latin without diacritics
 * ("Düsseldorf" = "dusseldorf"), punctuation as single spaces ("Санкт-Петербург" = "санкт петербург").
 * Marks are stripped only after Latin letters: Cyrillic й and Thai vowel signs are letters there.
 */
export function normalize(text: string): string {
  return text
    .toLowerCase()
    .replace(/ё/g, 'е')
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .replace(/[ıłøđðþßæœ]/g, (letter) => latinFolds[letter]!)
    .replace(/['’`ʼ]/g, '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, ' ')
    .trim();
}
