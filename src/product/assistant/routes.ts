import { availableTo } from '../../platform/brand';
import { createRoute } from '../../platform/router';

/** The travel assistant: flight brand, Russian market only (spec §2.1). */
export const assistantRoute = createRoute({
  name: 'assistant',
  team: 'assistant',
  path: '/assistant',
  load: () => import('./pages/assistant-page'),
  title: (t) => t('assistant.title'),
  nav: { section: 'assistant', label: 'nav.assistant' },
  available: availableTo('assistant'),
});

export const assistantRoutes = [assistantRoute];
