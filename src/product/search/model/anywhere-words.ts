import az from '../messages/az.json';
import en from '../messages/en.json';
import esES from '../messages/es-ES.json';
import hyAM from '../messages/hy-AM.json';
import ka from '../messages/ka.json';
import kk from '../messages/kk.json';
import ky from '../messages/ky.json';
import ru from '../messages/ru.json';
import tg from '../messages/tg.json';
import th from '../messages/th.json';
import uk from '../messages/uk.json';
import uz from '../messages/uz.json';

/**
 * A message without arguments as text. Vite's builds bring messages parsed (scripts/vite/
 * precompile-messages.ts: literal parts carry their text in `value`); from source they are strings.
 */
const plainText = (message: unknown): string =>
  typeof message === 'string' ? message : Array.isArray(message) ? message.map((part: { value?: unknown }) => String(part.value ?? '')).join('') : '';

const normalized = (text: string) => text.trim().toLocaleLowerCase().replace(/\s+/g, ' ');

/**
 * "Anywhere" as the destination field's suggestion names it in every UI language, for the server
 * to read a form sent without the app: whoever types the word means what the suggestion does.
 * The server's own module: the app loads one language's messages at a time.
 */
const words = new Set([az, en, esES, hyAM, ka, kk, ky, ru, tg, th, uk, uz].map((messages) => normalized(plainText(messages['search.anywhere']))));

/** Whether a place field's text is the word for "anywhere" in a UI language. */
export const isAnywhere = (typed: string): boolean => words.has(normalized(typed));
