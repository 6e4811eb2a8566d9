import { defineMessages } from '../../../platform/i18n';
import type en from './en.json';

declare module '../../../platform/i18n/catalogue' {
  interface MessageCatalogue {
    booking: typeof en;
  }
}

/** The booking team's messages, one chunk per language; its routes load them. */
export const bookingMessages = defineMessages('booking', import.meta.glob('./*.json', { import: 'default' }));
