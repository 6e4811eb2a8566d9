import type { DocumentType } from '../../contracts/passenger';

/** A Russian citizen's document to fly abroad, anyone else's passport. */
export const documentFor = (citizenship: string): DocumentType => (citizenship === 'RU' ? 'international_passport' : 'foreign_passport');

/**
 * Another citizenship in a form: a document only citizens of Russia hold (or only others do) gives
 * way to one the new citizenship holds, so the form never asks for an impossible pair.
 */
export function withCitizenship<Draft extends { citizenship: string; document_type: DocumentType }>(draft: Draft, citizenship: string): Draft {
  const russianDocument = draft.document_type !== 'foreign_passport';
  const fits = (citizenship === 'RU') === russianDocument;
  return { ...draft, citizenship, document_type: fits ? draft.document_type : documentFor(citizenship) };
}

/** A name as typed, as the rules read it: no outer or double spaces, a typographic apostrophe as a plain one. */
export const tidyName = (name: string) =>
  name
    .trim()
    .replace(/\s+/g, ' ')
    .replace(/[’‘`ʼ]/g, "'");
