// The favorites' address that price-drop digests link to, without the route's screen and UI, which
// only Vite's builds load.
export const favoriteFlightsPath = '/favorites/avia';
