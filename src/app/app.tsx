import type { Scope } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { useEffect } from 'react';
import { I18nProvider, useTranslator } from '../platform/i18n';
import { RouteView } from '../platform/router';
import { ErrorBoundary, NotFoundPage } from '../ui';
import { pageTitle } from './document-title';
import { router } from './routes';

/** Keeps the document title in step with the route on the client. */
function DocumentTitle() {
  const { t, names } = useTranslator();
  const [routeTitle, current, started] = useUnit([router.$documentTitle, router.$current, router.$started]);
  const title = pageTitle(routeTitle, current !== null, t, names.appName);
  useEffect(() => {
    if (started) document.title = title;
  }, [title, started]);
  return null;
}

export function App({ scope }: { scope: Scope }) {
  return (
    <Provider value={scope}>
      <I18nProvider>
        <ErrorBoundary>
          <DocumentTitle />
          <RouteView router={router} otherwise={NotFoundPage} />
        </ErrorBoundary>
      </I18nProvider>
    </Provider>
  );
}
