// What the booking form and the account's documents share as they are typed: the message of each
// reason of the passenger rules (the `passenger` group of `platform/passenger`, which their routes
// load), the citizenship list in the reader’s language, a document that fits the citizenship, names
// as the rules read them, and the one passenger draft. Only those forms’ lazy pages import it.

// Messages
export { passengerProblemText } from './problem-text';

// Citizenship
export { countryOptions, type CountryOption } from './countries';

// Drafts
export { documentFor, tidyName, withCitizenship } from './draft';
export {
  draftFieldOf,
  draftProblems,
  emptyPassengerDraft,
  passengerOfDraft,
  savedPassengerDraft,
  type DraftField,
  type DraftProblems,
  type DraftPurpose,
  type PassengerDraft,
} from './passenger-draft';
