import type { Language } from '../market';
import type { Messages } from './catalogue';

/** A group's files by path, each `…/{language}.json`, as `import.meta.glob` gives them. */
export type MessageLoaders = Record<string, () => Promise<unknown>>;

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
  /** Loads a language's file of the group; an invalid one logs `Invalid LocaleContext was loaded` and fails. */
  loadMessages(language: Language): Promise<Messages>;
  /** A file that fails to load is reported and English is shown instead of nothing. */
  loadMessagesOrEnglish(language: Language): Promise<Messages>;
}

export function createBundleLoader(loaders: MessageLoaders, log: Pick<Console, 'error'> = console): BundleLoader {
  const byLanguage = new Map(Object.entries(loaders).map(([path, load]) => [path.slice(path.lastIndexOf('/') + 1, -'.json'.length), load]));
  async function loadMessages(language: Language): Promise<Messages> {
    const load = byLanguage.get(language);
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
