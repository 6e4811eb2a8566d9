/** The "flights from a city" page's address, which the server's search form also sends "anywhere" to. */
export const fromCityPath = '/routes/:origin';
