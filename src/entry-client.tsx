import { allSettled, fork } from 'effector';
import { createBrowserHistory } from 'history';
import { hydrateRoot } from 'react-dom/client';
import { App } from './app/app';
import { router } from './app/routes';
import { parseBrand } from './platform/brand';
import { $translator, createTranslator, loadMessagesOrEnglish } from './platform/i18n';
import { $brand, $currency, $language, $market, pageVisit } from './platform/market';
import { $location, chainOf, historyStarted, preloadRoute } from './platform/router';
import { appStarted } from './platform/start';
// Platform services that start with the app, whichever screen opens first.
import './platform/currency';
import './ui/tokens/tokens.css';
import './ui/tokens/base.css';

/** Start-up stops with a visible message: the page cannot work without knowing its brand. */
function stop(message: string) {
  console.error(message);
  document.body.innerHTML = '';
  const notice = document.createElement('main');
  notice.setAttribute('role', 'alert');
  notice.style.cssText = 'font: 16px system-ui, sans-serif; padding: 48px 24px; text-align: center';
  notice.textContent = message;
  document.body.append(notice);
}

async function start() {
  const html = document.documentElement;
  let brand;
  try {
    brand = parseBrand(html.dataset.brand);
  } catch (error) {
    return stop((error as Error).message);
  }
  const { market, language, currency } = pageVisit(brand, { market: html.dataset.market, lang: html.lang, currency: html.dataset.currency });
  const state = JSON.parse(document.getElementById('__STATE__')?.textContent || '{}') as Record<string, unknown>;

  const translator = createTranslator({ brand, market, language, messages: await loadMessagesOrEnglish(language) });
  const scope = fork({
    values: {
      ...state,
      [$brand.sid!]: brand,
      [$market.sid!]: market,
      [$language.sid!]: language,
      [$currency.sid!]: currency,
      [$location.sid!]: { pathname: window.location.pathname, search: window.location.search },
      [$translator.sid!]: translator,
    },
  });
  // Hydration renders what the server rendered: the matched screen, so its chunk comes first.
  const match = scope.getState(router.$match);
  if (match) await Promise.all(chainOf(match.route).map(preloadRoute));

  hydrateRoot(document.getElementById('root')!, <App scope={scope} translator={translator} />);
  // From here on React handles events (a click during hydration is replayed): tests wait for this.
  html.dataset.hydrated = 'true';
  // From here models may use the network; opening the route again starts their client work.
  await allSettled(appStarted, { scope });
  await allSettled(router.started, { scope });
  void allSettled(historyStarted, { scope, params: createBrowserHistory() });
}

void start();
