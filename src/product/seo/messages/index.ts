import { defineMessages } from '../../../platform/i18n';
import type en from './en.json';

declare module '../../../platform/i18n/catalogue' {
  interface MessageCatalogue {
    seo: typeof en;
  }
}

/** The seo team's messages, one chunk per language; its routes load them. */
export const seoMessages = defineMessages('seo', import.meta.glob('./*.json', { import: 'default' }));
