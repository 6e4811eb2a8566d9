import type { FastifyRequest } from 'fastify';
import { appName, brandFromHost } from '../../../../platform/brand';
import { chooseLocale } from '../../../../platform/locale';
import { isLanguage, resolveVisit, type Language } from '../../../../platform/market';
import type { AppConfig } from '../../../config';

export interface ReportReader {
  language: Language;
  /** The formatting locale of that language in the visit's market (`ru` in `kz` → ru-KZ). */
  locale: string;
  appName: string;
}

/**
 * Who reads the report and how: in the settings' `notification_language`, else in the visit's
 * language (its `language` cookie where the brand offers it in the market, else the brand's and
 * market's default, as the page itself is shown), named as the visit's brand is.
 */
export function reportReader(request: FastifyRequest, config: Pick<AppConfig, 'brandHosts' | 'defaultBrand'>, notificationLanguage: unknown): ReportReader {
  const brand = brandFromHost(request.hostname, config.brandHosts, config.defaultBrand);
  const visit = resolveVisit({ brand, path: '/', query: {}, cookies: request.cookies });
  const language = isLanguage(notificationLanguage) ? notificationLanguage : visit.language;
  return { language, locale: chooseLocale({ language, market: visit.market, brand }), appName: appName(brand, visit.market, language) };
}
