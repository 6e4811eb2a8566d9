import type { Scope } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { useEffect } from 'react';
import { I18nProvider, useTranslator, type Translator } from '../platform/i18n';
import { RouteView } from '../platform/router';
import { ErrorBoundary, NotFoundPage } from '../ui';
import { pageTitle } from './document-title';
import { AppNavigation } from './navigation';
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

export function App({ scope, translator }: { scope: Scope; translator: Translator }) {
  return (
    <Provider value={scope}>
      <I18nProvider translator={translator}>
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
