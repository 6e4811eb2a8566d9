import { defineMessages } from '../../../platform/i18n';
import type en from './en.json';

declare module '../../../platform/i18n/catalogue' {
  interface MessageCatalogue {
    guides: typeof en;
  }
}

/** The guides team's messages, one chunk per language; its routes load them. */
export const guidesMessages = defineMessages('guides', import.meta.glob('./*.json', { import: 'default' }));
