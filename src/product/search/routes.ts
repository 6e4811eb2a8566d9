import { combine } from 'effector';
import { $translator } from '../../platform/i18n';
import { $location, createRoute } from '../../platform/router';
import { currencyRatesService } from '../../platform/services';

export const searchRoute = createRoute({
  name: 'search',
  team: 'search',
  path: '/search/:params',
  load: () => import('./pages/results-page'),
  // Prices are shown in the visitor's currency.
  services: [currencyRatesService],
  // The codes are in the address, so the title needs no model to be loaded.
  documentTitle: combine($translator, $location, (translator, { pathname }) => {
    const codes = /\/search\/([a-z]{3})\d{4}([a-z]{3})/i.exec(pathname);
    return translator?.t('results.title', { origin: codes?.[1]?.toUpperCase() ?? '', destination: codes?.[2]?.toUpperCase() ?? '' }) ?? '';
  }),
});
