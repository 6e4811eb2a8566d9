import { translated } from '../../platform/i18n';
import { createRoute } from '../../platform/router';

export const mainRoute = createRoute({
  name: 'main',
  team: 'explore',
  path: '/',
  load: () => import('./pages/main-page'),
  documentTitle: translated('home.title'),
});
