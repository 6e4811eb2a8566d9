import { defineMessages } from '../../../platform/i18n';
import type en from './en.json';

declare module '../../../platform/i18n/catalogue' {
  interface MessageCatalogue {
    assistant: typeof en;
  }
}

/** The assistant team's messages, one chunk per language; its routes load them. */
export const assistantMessages = defineMessages('assistant', import.meta.glob('./*.json', { import: 'default' }));
