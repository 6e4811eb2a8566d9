// The visit's affiliate marker (spec §3, §4, §9): where it comes from, how long it is kept.
export type { MarkerChoice, MarkerSources } from './marker';
export {
  affiliateId,
  chooseMarker,
  directMarker,
  flightTestMarkerPrefix,
  isAffiliateMarker,
  isFlightTestMarker,
  longMarkerAffiliate,
  longMarkerCookieDays,
  markerCookie,
  markerCookieDays,
  markerCookieMaxAge,
  markerFromReferrer,
  markerParam,
  shouldReplaceMarker,
  withMarker,
} from './marker';
export { $marker, $referrer } from './model';
