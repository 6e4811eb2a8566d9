import type { RouteDefinition } from '../../platform/router';
import { resultsOpened } from './model/results';

export const searchRoutes: RouteDefinition[] = [
  {
    name: 'search',
    team: 'search',
    path: '/search/:params',
    load: () => import('./pages/results-page'),
    title: ({ params }) => {
      const codes = /^([a-z]{3})\d{4}([a-z]{3})/i.exec(params ?? '');
      return { key: 'results.title', values: { origin: codes?.[1]?.toUpperCase() ?? '', destination: codes?.[2]?.toUpperCase() ?? '' } };
    },
    opened: resultsOpened,
  },
];
