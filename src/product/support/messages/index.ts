import { defineMessages } from '../../../platform/i18n';
import type en from './en.json';

declare module '../../../platform/i18n/catalogue' {
  interface MessageCatalogue {
    support: typeof en;
  }
}

/** The support team's messages, one chunk per language; its routes load them. */
export const supportMessages = defineMessages('support', import.meta.glob('./*.json', { import: 'default' }));
