import messages from 'virtual:messages/browserNotice';
import styles from './notice.module.css';

// This chunk runs in browsers older than the build target: plain functions and DOM calls, no
// optional chaining or nullish coalescing, nothing imported but data.

export interface NoticeTexts {
  title: string;
  text: string;
}

/** The notice in the page's language (`<html lang>`), English for a language without a bundle. */
export function noticeTexts(language: string): NoticeTexts {
  const bundle = messages[language] || messages.en!;
  return { title: bundle['browserNotice.title']!, text: bundle['browserNotice.text']! };
}

// A browser window with an arrow going round: update it.
const icon =
  '<svg width="28" height="28" viewBox="0 0 24 24" aria-hidden="true" focusable="false" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round">' +
  '<path d="M20 11a8 8 0 1 0-2.3 5.7"/><path d="M20 4v7h-7"/></svg>';

function element(document: Document, tag: string, className: string, text?: string): HTMLElement {
  const node = document.createElement(tag);
  node.className = className;
  if (text) node.textContent = text;
  return node;
}

/**
 * Puts the notice in place of the server-rendered page, whose controls would not work: the
 * brand's logo link (when the page has one), then the card.
 */
export function renderNotice(document: Document): HTMLElement {
  const root = document.getElementById('root') || document.body;
  const texts = noticeTexts(document.documentElement.lang);
  const logo = root.querySelector('header a[aria-label]');
  const page = element(document, 'main', styles.page!);
  if (logo) page.appendChild(logo.cloneNode(true));
  const card = element(document, 'section', styles.card!);
  card.setAttribute('data-testid', 'browser-notice');
  const mark = element(document, 'div', styles.mark!);
  mark.innerHTML = icon;
  card.appendChild(mark);
  card.appendChild(element(document, 'h1', styles.title!, texts.title));
  card.appendChild(element(document, 'p', styles.text!, texts.text));
  page.appendChild(card);
  while (root.firstChild) root.removeChild(root.firstChild);
  root.appendChild(page);
  return page;
}
