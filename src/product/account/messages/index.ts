import { defineMessages } from '../../../platform/i18n';
import type en from './en.json';

declare module '../../../platform/i18n/catalogue' {
  interface MessageCatalogue {
    account: typeof en;
  }
}

/** The account team's messages, one chunk per language; its routes load them. */
export const accountMessages = defineMessages('account', import.meta.glob('./*.json', { import: 'default' }));
