import { defineMessages } from '../../../platform/i18n';
import type en from './en.json';

declare module '../../../platform/i18n/catalogue' {
  interface MessageCatalogue {
    faq: typeof en;
  }
}

/** The faq team's messages, one chunk per language; its routes load them. */
export const faqMessages = defineMessages('faq', import.meta.glob('./*.json', { import: 'default' }));
