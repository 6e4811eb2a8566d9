import { defineMessages } from '../../../platform/i18n';
import type en from './en.json';

declare module '../../../platform/i18n/catalogue' {
  interface MessageCatalogue {
    search: typeof en;
  }
}

/** The search team's messages, one chunk per language; its routes load them. */
export const searchMessages = defineMessages('search', import.meta.glob('./*.json', { import: 'default' }));
