// What the booking form and the account's documents share about passengers: the texts of the
// passenger rules' reasons (a message group of its own), the citizenship list and how a form's
// citizenship, document and names follow the rules as they are typed.

// Messages
export { passengerMessages } from './messages';
export { passengerProblemText } from './problem-text';

// Citizenship
export { countryOptions, type CountryOption } from './countries';

// Forms
export { documentFor, localDay, tidyName, withCitizenship } from './draft';
