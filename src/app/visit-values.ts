import type { StoreWritable } from 'effector';
import { $cookies } from '../platform/cookies';
import { $userAgent } from '../platform/device';
import { $environment, $host, type Environment } from '../platform/env';
import { $translator, type Translator } from '../platform/i18n';
import { $brand, $currency, $language, $market, type Visit } from '../platform/market';
import { $referrer } from '../platform/marker';
import { $location, type AppLocation } from '../platform/router';

/** What both the server and the browser know of a visit before the app starts. */
export interface VisitFacts {
  visit: Visit;
  location: AppLocation;
  translator: Translator;
  host: string;
  environment: Environment;
  userAgent: string;
  referrer: string | null;
  cookies: Record<string, string>;
}

type Value<T> = [StoreWritable<T>, T];
const value = <T>(store: StoreWritable<T>, of: T): Value<unknown> => [store as StoreWritable<unknown>, of];

/** The stores a visit's facts go into, for the scope each entry forks; one list for both sides. */
export function visitValues(facts: VisitFacts): Value<unknown>[] {
  return [
    value($brand, facts.visit.brand),
    value($market, facts.visit.market),
    value($language, facts.visit.language),
    value($currency, facts.visit.currency),
    value($location, facts.location),
    value($translator, facts.translator),
    value($host, facts.host),
    value($environment, facts.environment),
    value($userAgent, facts.userAgent),
    value($referrer, facts.referrer),
    value($cookies, facts.cookies),
  ];
}
