import { createSearchPlaceNames } from '../../search';

/** Names of the places of the searches the account shows (`searchNamesWanted` with the list shown). */
export const { $names: $searchPlaceNames, wanted: searchNamesWanted } = createSearchPlaceNames();
