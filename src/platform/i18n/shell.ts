import type { BrandCode } from '../brand';
import type { Language } from '../market';
import { defineMessages } from './groups';
import { createTranslator, type Translator } from './translator';

/** Navigation, footer, errors, region settings, subscription names: what every page shows. */
export const shellMessages = defineMessages('shell', import.meta.glob('./messages/*.json', { import: 'default' }));

/** A visit's translator with the shell's messages; the router adds the groups of the routes it opens. */
export async function createShellTranslator(visit: { brand: BrandCode; market: string; language: Language }): Promise<Translator> {
  return createTranslator({ ...visit, messages: await shellMessages.loadMessagesOrEnglish(visit.language), groups: [shellMessages.name] });
}
