import { createStore } from 'effector';
import type { AgencyDetails } from '../../../contracts/offers';

/** Card fees and trust of the agencies a search has heard from, by id (filled by results.ts). */
export const $agencyDetails = createStore<Record<string, AgencyDetails>>({}, { serialize: 'ignore' });
