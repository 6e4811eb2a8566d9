import type { CatalogueSection } from '../../../contracts/catalogue';
import { linkTo } from '../../../platform/router';
import { airlineRoute, airportRoute, cityRoute, countryRoute } from '../routes';

const entryRoutes = { airlines: airlineRoute, airports: airportRoute, countries: countryRoute, cities: cityRoute } as const;

/** An entry's page: `/{section}/{slug}`. */
export const entryHref = (section: CatalogueSection, slug: string) => linkTo(entryRoutes[section], { name: slug });
