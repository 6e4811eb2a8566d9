import type { Language } from '../../market';
import type { Messages } from '../catalogue';

// Every group of every team, for tests of the translator against real messages in one language.
const files = import.meta.glob<Messages>('/src/**/messages/*.json', { import: 'default' });

export async function allMessages(language: Language): Promise<Messages> {
  const groups = await Promise.all(Object.entries(files).flatMap(([path, load]) => (path.endsWith(`/${language}.json`) ? [load()] : [])));
  return Object.assign({}, ...groups) as Messages;
}
