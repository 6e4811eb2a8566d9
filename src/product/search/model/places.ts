// The form's places come from the platform's lookup; the form's fields read them from here.
export { placeholderChoice, toChoice } from '../../../platform/places';
