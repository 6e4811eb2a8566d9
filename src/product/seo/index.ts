// The SEO team's public surface: its routes.
export {
  airlineRoute,
  airlinesRoute,
  airportRoute,
  airportsRoute,
  cityRoute,
  cityToCityRoute,
  cityToCountryRoute,
  citiesRoute,
  countriesRoute,
  countryRoute,
  flightRoute,
  fromCityRoute,
  seoRoutes,
} from './routes';
export { seoMessages } from './messages';
