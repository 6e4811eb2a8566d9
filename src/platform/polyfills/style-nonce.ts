/**
 * The CSP nonce the server gives <style> elements that scripts create, read from
 * `<meta property="csp-nonce" nonce>` (browsers hide the attribute; the `nonce` property keeps it).
 */
export const pageStyleNonce = (document: Document): string => document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? '';

/**
 * Runs `install` so that the <style> elements it creates carry the nonce: a third-party script
 * that adds its own styles cannot be told to, and the page's CSP refuses styles without it.
 */
export function withStyleNonce<T>(document: Document, nonce: string, install: () => T): T {
  if (!nonce) return install();
  const own = Object.prototype.hasOwnProperty.call(document, 'createElement');
  const original = document.createElement;
  document.createElement = function createElement(this: Document, ...args: Parameters<Document['createElement']>) {
    const element = original.apply(this, args);
    if (String(args[0]).toLowerCase() === 'style') element.nonce = nonce;
    return element;
  } as Document['createElement'];
  try {
    return install();
  } finally {
    if (own) document.createElement = original;
    else delete (document as Partial<Document>).createElement;
  }
}
