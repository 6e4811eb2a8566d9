/** HTML the server writes by hand: the page document, the pages for looking inside and the login popup's last page. */

const entities: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Safe in element content and in quoted attribute values. */
export const escapeHtml = (value: unknown): string => String(value ?? '').replace(/[&<>"']/g, (char) => entities[char]!);

/** `html\`<p>${value}</p>\`` escapes every value unless it is already `Html`. */
export class Html {
  constructor(readonly text: string) {}
  toString() {
    return this.text;
  }
}

export function html(strings: TemplateStringsArray, ...values: unknown[]): Html {
  let out = strings[0]!;
  values.forEach((value, i) => {
    const parts = Array.isArray(value) ? value : [value];
    out += parts.map((part) => (part instanceof Html ? part.text : escapeHtml(part))).join('') + strings[i + 1]!;
  });
  return new Html(out);
}

/** A page of the server's own, without the app (private pages, the login popup's last page): English, never indexed. */
export function plainDocument({ title, head, body }: { title: string; head?: Html; body: Html }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>${escapeHtml(title)}</title>
${head ? `${head.text}\n` : ''}</head>
<body>
${body.text}
</body>
</html>`;
}
