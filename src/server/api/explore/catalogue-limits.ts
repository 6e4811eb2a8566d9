/** Routes an airline's or an airport's page lists at most: the biggest destinations first. */
export const maxRoutes = 60;
