/** HTML the server writes by hand: the page document and the pages for looking inside. */

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
