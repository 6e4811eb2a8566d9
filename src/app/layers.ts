import { inTasks } from '../platform/start/idle';

/**
 * The app's code below its start, in the order its chunks depend on each other (vite.config.ts
 * names them): each step imports one chunk, whose evaluation is then a task of its own, with a
 * turn for the browser before the next. Evaluating them together was one long task per layer
 * (README: Performance). A chunk already evaluated costs nothing to import again.
 *
 * Each step names a module whose exports the app uses anyway: a dynamic import keeps every export
 * of the module it names, so `import('effector')` or `import('zod/v4-mini')` would keep whole
 * libraries that are otherwise tree-shaken.
 */
const libraries: (() => Promise<unknown>)[] = [
  () => Promise.all([import('react'), import('react-dom/client')]),
  // effector, effector-react, history, the message formatter.
  () => import('effector-react'),
];

const platform: (() => Promise<unknown>)[] = [
  // The platform's core in three: i18n, brands and markets; the router, start-up and session; the
  // formatters with the UI kit.
  () => import('../platform/market'),
  () => import('../platform/start'),
  () => import('../platform/format'),
  // The requests with the device and the visitor's data, then the flags.
  () => import('../platform/request'),
  () => import('../platform/flags'),
  // Currency rates, then analytics, places and the services that start them.
  () => import('../platform/currency'),
  () => import('./services'),
  // The account, then its settings and searches, which every page's header and the results use.
  () => import('../platform/user/account'),
  () => import('../platform/user'),
];

/**
 * The first use of Intl in a page builds its list of locales (the first message formatted asks for
 * it): before a render, a task of its own rather than part of the render.
 */
const intlLocales = async () => Intl.NumberFormat.supportedLocalesOf('en');

/**
 * Evaluates the layers every page of the app needs, one task each. `render`: the app renders next
 * (a content page only starts its services, and renders when the app takes it over).
 */
export const loadAppLayers = ({ render }: { render: boolean }): Promise<void> =>
  inTasks([...libraries, ...(render ? [intlLocales] : []), ...platform], async () => undefined);
