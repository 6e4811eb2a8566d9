import type { Scope } from 'effector';
import { Provider, useUnit } from 'effector-react';
import { useEffect } from 'react';
import { brandName } from '../platform/brand';
import { I18nProvider, useTranslator, type Translator } from '../platform/i18n';
import { $brand } from '../platform/market';
import { ErrorBoundary } from '../ui';
import { pageTitle } from './document-title';
import { RouteView } from './route-view';
import { $match } from './routes';

/** Keeps the document title in step with the route on the client. */
function DocumentTitle() {
  const { t, language } = useTranslator();
  const [match, brand] = useUnit([$match, $brand]);
  const title = pageTitle(match, t, brandName(brand, language));
  useEffect(() => {
    document.title = title;
  }, [title]);
  return null;
}

export function App({ scope, translator }: { scope: Scope; translator: Translator }) {
  return (
    <Provider value={scope}>
      <I18nProvider translator={translator}>
        <ErrorBoundary>
          <DocumentTitle />
          <RouteView />
        </ErrorBoundary>
      </I18nProvider>
    </Provider>
  );
}
