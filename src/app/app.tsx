import type { Scope } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { useEffect } from 'react';
import { I18nProvider, useTranslator } from '../platform/i18n';
import { $location, RouteView } from '../platform/router';
import { ErrorBoundary, NotFoundPage, PageChange } from '../ui';
import { pageTitle, setDocumentDescription } from './document-title';
import { AppNavigation } from './navigation';
import { router } from './routes';

/**
 * Keeps the document title and description in step with the route on the client, and after an in-app navigation
 * moves focus to the new page and announces its title.
 */
function DocumentTitle() {
  const { t, names } = useTranslator();
  const [routeTitle, description, current, match, started, location] = useUnit([
    router.$documentTitle,
    router.$documentDescription,
    router.$current,
    router.$match,
    router.$started,
    $location,
  ]);
  const title = pageTitle(routeTitle, current !== null, t, names.appName);
  useEffect(() => {
    if (!started) return;
    document.title = title;
    setDocumentDescription(current === null ? null : description);
  }, [title, description, current, started]);
  // The address changes first; the page is on screen once the route it matches has opened.
  const ready = started && current?.route === match?.route && JSON.stringify(current?.params) === JSON.stringify(match?.params);
  return <PageChange page={location.pathname} ready={ready} title={title} />;
}

/** Tells the start once React has committed the page it hydrated (or rendered). */
function Committed({ onCommit }: { onCommit?: () => void }) {
  useEffect(() => onCommit?.(), [onCommit]);
  return null;
}

export function App({ scope, onHydrated }: { scope: Scope; onHydrated?: () => void }) {
  return (
    <Provider value={scope}>
      <Committed onCommit={onHydrated} />
      <I18nProvider>
        <ErrorBoundary>
          <DocumentTitle />
          <AppNavigation>
            <RouteView router={router} otherwise={NotFoundPage} />
          </AppNavigation>
        </ErrorBoundary>
      </I18nProvider>
    </Provider>
  );
}
