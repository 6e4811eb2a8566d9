import { createRoute } from '../../platform/router';

/** The page a chosen ticket passes through on its way to the seller; everywhere (spec §2.1). */
export const clickRoute = createRoute({
  name: 'click',
  team: 'booking',
  path: '/click',
  load: () => import('./pages/click-page'),
  title: (t) => t('click.title'),
});

export const bookingRoutes = [clickRoute];
