import { defineMessages } from '../../i18n';
import type en from './en.json';

declare module '../../i18n/catalogue' {
  interface MessageCatalogue {
    passenger: typeof en;
  }
}

/**
 * What is wrong with a passenger's field and how to put it right, one message per reason of the
 * passenger contract; the booking form and the account's documents show them, so their routes
 * load this group (`createRoute({ messages: [passengerMessages] })`).
 */
export const passengerMessages = defineMessages('passenger', import.meta.glob('./*.json', { import: 'default' }));
