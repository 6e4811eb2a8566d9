// The event by its file: the places index also brings the lookups by code, which this service does not need.
import { nearestPlacesWanted } from '../../places/nearest';
import { createService } from '../../start';

/**
 * Wants the places nearest to the visitor's address (spec §7: client only), once a visit: the
 * server's render never does, since the address it would ask from is its own. The route's model
 * asks, once the visitor's settings are known and unless `prevent_geoip` is set.
 */
export const nearestPlacesService = createService({ name: 'nearest-places', start: nearestPlacesWanted, runs: 'client' });
