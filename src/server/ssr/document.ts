import type { BusyPageTexts } from '../../app/busy-page';
import type { Environment } from '../../platform/env';
import type { Visit } from '../../platform/market';
import { escapeHtml } from '../html';

export interface PageAssets {
  /** Module scripts to run, in order. */
  scripts: string[];
  styles: string[];
  /** Modules the entry imports, fetched in parallel with it. */
  preloads: string[];
  /**
   * Content pages: chunks the content entry fetches (without running them) once the page is idle,
   * so that the app is at hand when the visitor navigates.
   */
  prefetch?: string[];
  /** Extra head markup (development: Vite's client and React refresh). */
  head?: string;
  /** The inline first script, which loads a notice chunk in a browser the app cannot run in. */
  browserCheck: string;
}

const themeColour = { AS: '#0A6CFF', WA: '#5B3DF5' } as const;

// The icon is the brand's colour in a circle, inline so it costs no request.
const favicon = (visit: Visit) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><circle cx="16" cy="16" r="16" fill="${themeColour[visit.brand]}"/><path d="M7 16.2 24.5 8.5l-4.3 15.4-4.6-4.7-3.4 3.1.4-4.9z" fill="#fff"/></svg>`)}`;

/** Everything before the rendered app: attributes the client starts from, title, assets. */
export function documentStart({
  visit,
  environment,
  title,
  assets,
  nonce,
  styleNonce,
  sentryDsn,
  links,
  description,
}: {
  visit: Visit;
  environment: Environment;
  /** The public DSN error reports name (the relay's project). */
  sentryDsn: string;
  title: string;
  assets: PageAssets;
  nonce: string;
  /** The CSP nonce of <style> elements scripts create (Vite's `csp-nonce` meta convention). */
  styleNonce: string;
  /** Canonical and language links (`page-links.ts`): pages search engines should index. */
  links?: string;
  /** What search engines show under the title. */
  description?: string | null;
}) {
  return [
    '<!doctype html>',
    `<html lang="${visit.language}" data-brand="${visit.brand}" data-market="${visit.market}" data-language="${visit.language}" data-currency="${visit.currency}" data-env="${environment}" data-sentry-dsn="${escapeHtml(sentryDsn)}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    // Before the stylesheets: an inline script after one would wait for it to load.
    assets.browserCheck,
    `<title>${escapeHtml(title)}</title>`,
    description ? `<meta name="description" content="${escapeHtml(description)}">` : '',
    links ?? '',
    `<meta name="theme-color" content="${themeColour[visit.brand]}">`,
    `<link rel="icon" href="${favicon(visit)}">`,
    `<meta property="csp-nonce" nonce="${styleNonce}">`,
    ...assets.styles.map((href) => `<link rel="stylesheet" href="${href}">`),
    ...assets.preloads.map((href) => `<link rel="modulepreload" href="${href}">`),
    assets.head ?? '',
    ...assets.scripts.map((src) => `<script type="module" src="${src}" nonce="${nonce}"${prefetchAttribute(assets.prefetch)}></script>`),
    '</head>',
    '<body><div id="root">',
  ].join('');
}

const prefetchAttribute = (files: string[] | undefined) => (files?.length ? ` data-prefetch="${escapeHtml(files.join(' '))}"` : '');

export function documentEnd(state: string) {
  return `</div><script type="application/json" id="__STATE__">${state}</script></body></html>`;
}

/**
 * The page an address gets when it has opened more pages in a minute than the server serves it
 * (`RATE_LIMIT_PAGES`): the brand's colours and the visit's language, no script, a way to try again.
 */
export function busyDocument({ visit, texts, retryUrl, styleNonce }: { visit: Visit; texts: BusyPageTexts; retryUrl: string; styleNonce: string }) {
  const colour = themeColour[visit.brand];
  return [
    '<!doctype html>',
    `<html lang="${visit.language}" data-brand="${visit.brand}">`,
    '<head>',
    '<meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width, initial-scale=1">',
    '<meta name="robots" content="noindex">',
    `<title>${escapeHtml(texts.title)}</title>`,
    `<meta name="theme-color" content="${colour}">`,
    `<link rel="icon" href="${favicon(visit)}">`,
    `<style nonce="${styleNonce}">`,
    'body{margin:0;padding:0 1rem;font:16px/1.5 system-ui,-apple-system,"Segoe UI",Roboto,sans-serif;color:#1b2430;background:#f4f6fa}',
    `.brand{margin:0 0 1rem;font-weight:700;color:${colour}}`,
    'main{max-width:36rem;margin:15vh auto;padding:2rem 1.5rem;background:#fff;border-radius:16px}',
    `h1{font-size:1.5rem;line-height:1.25;margin:0 0 .75rem}a{display:inline-block;margin-top:1rem;padding:.75rem 1.25rem;border-radius:10px;background:${colour};color:#fff;font-weight:600;text-decoration:none}`,
    'a:focus-visible{outline:3px solid #1b2430;outline-offset:2px}',
    '</style>',
    '</head>',
    `<body><main><p class="brand">${escapeHtml(texts.appName)}</p><h1>${escapeHtml(texts.heading)}</h1><p>${escapeHtml(texts.text)}</p><a href="${escapeHtml(retryUrl)}">${escapeHtml(texts.retry)}</a></main></body></html>`,
  ].join('');
}
