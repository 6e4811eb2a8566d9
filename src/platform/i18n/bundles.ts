import type { Language } from '../market';
import type { Messages } from './messages/en';

// One chunk per language: a visitor downloads only the bundle of the language they see.
const loaders = import.meta.glob<Messages>('./messages/*.ts', { import: 'default' });

export async function loadMessages(language: Language): Promise<Messages> {
  const load = loaders[`./messages/${language}.ts`];
  if (!load) throw new Error(`Failed to load locale context for ${language}`);
  return load();
}
