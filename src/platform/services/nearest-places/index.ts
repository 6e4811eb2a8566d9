// The event by its file: the places index also brings the lookups by code, which this service does not need.
import { nearestPlacesWanted } from '../../places/nearest';
import { createService } from '../../start';

/**
 * Asks for the places nearest to the visitor's address (spec §7: client only), once a visit: the
 * server's render never does, since the address it would ask from is its own. The request waits
 * for the visitor's settings and is not made when `prevent_geoip` is set.
 */
export const nearestPlacesService = createService({ name: 'nearest-places', start: nearestPlacesWanted, runs: 'client' });
