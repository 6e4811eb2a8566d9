// The passenger rules' reasons in words: a message group of its own, which the routes of the
// booking form and the account's documents load. The forms' shared parts (the message of each
// reason among them) are in `platform/passenger-form`, which only their lazy pages import.

export { passengerMessages } from './messages';
