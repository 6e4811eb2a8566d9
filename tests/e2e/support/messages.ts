import { resolve } from 'node:path';
import { readGroups } from '../../../scripts/i18n/groups';

const root = resolve(import.meta.dirname, '../../..');

/** Every group's messages in one language, as the sources have them: what a page should show. */
export function messagesOf(language: string): Record<string, string> {
  return Object.assign({}, ...readGroups(root).map(({ bundles }) => bundles[language] ?? {})) as Record<string, string>;
}
