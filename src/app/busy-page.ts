import { createShellTranslator } from '../platform/i18n';
import type { Visit } from '../platform/market';

export interface BusyPageTexts {
  appName: string;
  title: string;
  heading: string;
  text: string;
  retry: string;
}

/**
 * The texts of the short page a visitor gets when their address has opened more pages in a minute
 * than the server serves one address (`RATE_LIMIT_PAGES`): in the visit's brand and language, and
 * costing no render of the app.
 */
export async function busyPageTexts(visit: Pick<Visit, 'brand' | 'market' | 'language'>, retryAfterSeconds: number): Promise<BusyPageTexts> {
  const { t, names } = await createShellTranslator(visit);
  const heading = t('busy.title');
  return {
    appName: names.appName,
    title: `${heading} — ${names.appName}`,
    heading,
    text: t('busy.text', { seconds: retryAfterSeconds }),
    retry: t('busy.retry'),
  };
}
