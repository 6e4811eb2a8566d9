import type { RouteDefinition } from '../../platform/router';
import { mainOpened } from './model/main';

export const exploreRoutes: RouteDefinition[] = [
  {
    name: 'main',
    team: 'explore',
    path: '/',
    load: () => import('./pages/main-page'),
    title: () => ({ key: 'home.title' }),
    opened: mainOpened,
  },
];
