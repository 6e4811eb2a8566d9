/**
 * Other spellings of what was typed, so a name is found whichever script or keyboard it was
 * typed in: Cyrillic spelled in Latin letters and back («Ист» finds Istanbul, "moskva" Москва),
 * and text typed with the other of the ru/en keyboard layouts switched on («ghfuf» is «прага»).
 */

/** Russian, Ukrainian and Kazakh letters in Latin: the usual passport-like spelling. */
const cyrillicToLatin: Record<string, string> = {
  а: 'a',
  б: 'b',
  в: 'v',
  г: 'g',
  д: 'd',
  е: 'e',
  ж: 'zh',
  з: 'z',
  и: 'i',
  й: 'y',
  к: 'k',
  л: 'l',
  м: 'm',
  н: 'n',
  о: 'o',
  п: 'p',
  р: 'r',
  с: 's',
  т: 't',
  у: 'u',
  ф: 'f',
  х: 'kh',
  ц: 'ts',
  ч: 'ch',
  ш: 'sh',
  щ: 'shch',
  ъ: '',
  ы: 'y',
  ь: '',
  э: 'e',
  ю: 'yu',
  я: 'ya',
  і: 'i',
  ї: 'yi',
  є: 'ye',
  ґ: 'g',
  ә: 'a',
  ғ: 'g',
  қ: 'k',
  ң: 'n',
  ө: 'o',
  ұ: 'u',
  ү: 'u',
  һ: 'h',
};
/**
 * Letters English spellings of names render otherwise than the passport-like one: Хельсинки is
 * Helsinki, not Khelsinki; Цюрих Zurich; Йорк York. Each adds a variant, so a few stay.
 */
const otherSpellings: Record<string, string[]> = { х: ['h'], ц: ['c', 'z'], й: ['i', 'j'], ж: ['j'], ю: ['iu'], я: ['ia'], и: ['y'], е: ['ye'] };
const maxVariants = 6;

/** The Latin spellings of a Cyrillic text, the passport-like one first; none for other text. */
export function latinSpellings(text: string): string[] {
  if (!/\p{Script=Cyrillic}/u.test(text)) return [];
  let spellings = [''];
  for (const letter of text) {
    const main = Object.hasOwn(cyrillicToLatin, letter) ? cyrillicToLatin[letter]! : letter;
    const other = Object.hasOwn(otherSpellings, letter) ? otherSpellings[letter]! : [];
    const next = spellings.map((spelling) => spelling + main);
    for (const alternative of other) {
      for (const spelling of spellings) if (next.length < maxVariants) next.push(spelling + alternative);
    }
    spellings = next;
  }
  return spellings;
}

const latinKeys = "`qwertyuiop[]asdfghjkl;'zxcvbnm,./";
const cyrillicKeys = 'ёйцукенгшщзхъфывапролджэячсмитьбю.';
const toCyrillic = new Map([...latinKeys].map((key, i) => [key, cyrillicKeys[i]!]));
const toLatin = new Map([...cyrillicKeys].map((key, i) => [key, latinKeys[i]!]));

/**
 * The same keys pressed with the other layout: Latin letters (and the punctuation on Cyrillic
 * letter keys) as ЙЦУКЕН Cyrillic, Cyrillic as QWERTY Latin. Only text wholly in one script
 * switches; mixed text was typed on purpose. Works on the raw text, before punctuation is dropped.
 */
export function otherLayout(text: string): string | null {
  const lower = text.toLowerCase();
  const letters = lower.replace(/[\s\-\d]/g, '');
  if (!letters) return null;
  if (/^[a-z`[\];',./]+$/.test(letters) && /[a-z]/.test(letters)) return [...lower].map((key) => toCyrillic.get(key) ?? key).join('');
  if (/^[ёа-я]+$/.test(letters)) return [...lower].map((key) => toLatin.get(key) ?? key).join('');
  return null;
}
