// Minified at build time: its comments stay here instead of travelling with every page.
import source from './check.js?minified';

const attribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * The browser check as the page's first script: inline, with the page's script nonce, and the
 * address of the notice chunk it loads where the app cannot run. It finds itself by its id.
 */
export const browserCheckElement = (notice: string, nonce: string): string =>
  `<script id="browser-check" nonce="${attribute(nonce)}" data-notice="${attribute(notice)}">${source.replace(/<\/script/gi, '<\\/script')}</script>`;
