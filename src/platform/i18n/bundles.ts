import type { Language } from '../market';
import type { Messages } from './catalogue';

type Loaders = Record<string, () => Promise<unknown>>;

// One chunk per language: a visitor downloads only the bundle of the language they see. The
// build turns each bundle into parsed ICU messages (scripts/vite/precompile-messages.ts).
const chunks: Loaders = import.meta.glob('./messages/*.json', { import: 'default' });

/**
 * A locale context as it arrives: an object of messages, each an ICU string (sources, tests) or
 * its parsed form (the build). Anything else is a broken chunk.
 */
export function isLocaleContext(value: unknown): value is Messages {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const messages = Object.values(value);
  return messages.length > 0 && messages.every((message) => typeof message === 'string' || Array.isArray(message));
}

export interface BundleLoader {
  /** Loads a language's bundle; an invalid one logs `Invalid LocaleContext was loaded` and fails. */
  loadMessages(language: Language): Promise<Messages>;
  /** A bundle that fails to load is reported and English is shown instead of nothing. */
  loadMessagesOrEnglish(language: Language): Promise<Messages>;
}

export function createBundleLoader(loaders: Loaders, log: Pick<Console, 'error'> = console): BundleLoader {
  async function loadMessages(language: Language): Promise<Messages> {
    const load = loaders[`./messages/${language}.json`];
    if (!load) throw new Error(`No locale context for ${language}`);
    const messages = await load();
    if (!isLocaleContext(messages)) {
      log.error('Invalid LocaleContext was loaded', { language });
      throw new Error('Invalid LocaleContext was loaded');
    }
    return messages;
  }
  async function loadMessagesOrEnglish(language: Language): Promise<Messages> {
    try {
      return await loadMessages(language);
    } catch (error) {
      log.error(`Failed to load locale context for ${language}`, error);
      if (language === 'en') throw error;
      return loadMessages('en');
    }
  }
  return { loadMessages, loadMessagesOrEnglish };
}

export const { loadMessages, loadMessagesOrEnglish } = createBundleLoader(chunks);
