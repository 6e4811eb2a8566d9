import { createEvent } from 'effector';
import type { PlaceChoice } from './validate';

/**
 * "Anywhere" was chosen as the destination: no search goes to anywhere, so the app opens what
 * flies from the origin's city instead (the explore team decides which page that is).
 */
export const anywhereChosen = createEvent<{ origin: string }>();

/** The city flights to anywhere leave from: an airport's own city. */
export const anywhereOrigin = (origin: PlaceChoice) => ({ origin: origin.type === 'airport' ? (origin.cityCode ?? origin.code) : origin.code });
