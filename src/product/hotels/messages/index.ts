import { defineMessages } from '../../../platform/i18n';
import type en from './en.json';

declare module '../../../platform/i18n/catalogue' {
  interface MessageCatalogue {
    hotels: typeof en;
  }
}

/** The hotels team's messages, one chunk per language; its routes load them. */
export const hotelsMessages = defineMessages('hotels', import.meta.glob('./*.json', { import: 'default' }));
