import type { Thing, WithContext } from 'schema-dts';

/** Structured data for search engines (schema.org as JSON-LD); `<` is escaped so the text cannot end the script. */
export function JsonLd({ data }: { data: WithContext<Thing> }) {
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: JSON.stringify(data).replace(/</g, '\\u003c') }} />;
}
