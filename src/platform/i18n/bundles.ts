import type { Language } from '../market';
import type { Messages } from './catalogue';

// One chunk per language: a visitor downloads only the bundle of the language they see. The
// build turns each bundle into parsed ICU messages (scripts/vite/precompile-messages.ts).
const loaders = import.meta.glob<Messages>('./messages/*.json', { import: 'default' });

export async function loadMessages(language: Language): Promise<Messages> {
  const load = loaders[`./messages/${language}.json`];
  if (!load) throw new Error(`Failed to load locale context for ${language}`);
  return load();
}

/** A bundle that fails to load is reported and English is shown instead of nothing. */
export async function loadMessagesOrEnglish(language: Language): Promise<Messages> {
  try {
    return await loadMessages(language);
  } catch (error) {
    console.error(`Failed to load locale context for ${language}`, error);
    return loadMessages('en');
  }
}
