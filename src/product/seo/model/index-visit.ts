import { combine } from 'effector';
import { $language } from '../../../platform/market';
import { $travellerMethods } from '../../search';

/** What the price index's answers depend on in a visit: names in its language, totals for the traveller's cards. */
export const $indexVisit = combine($language, $travellerMethods, (locale, cards) => ({ locale, cards: cards.join(',') }));
