import { defineMessages } from '../../../platform/i18n';
import type en from './en.json';

declare module '../../../platform/i18n/catalogue' {
  interface MessageCatalogue {
    premium: typeof en;
  }
}

/** The premium team's messages, one chunk per language; its routes load them. */
export const premiumMessages = defineMessages('premium', import.meta.glob('./*.json', { import: 'default' }));
