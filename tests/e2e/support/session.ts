import { expect, type BrowserContext } from '@playwright/test';
import { JWT_STORAGE_KEY } from '../../../src/platform/session/session';
import { brandUrl, type BrandCode } from './brands';
import { codeFromOutbox } from './login';

/**
 * A new account for one test, logged in through the API instead of the login dialog: for journeys
 * that need a session but do not check how one is opened (account.spec.ts checks that). Each call
 * logs in a new phone, so a test sees only what it did; it takes two requests instead of a dialog
 * and the resend wait. `phone` is a Russian mobile number's ten digits after +7.
 */
export async function signIn(context: BrowserContext, brand: BrandCode, phone: string): Promise<string> {
  // On localhost: Playwright's own requests know no `*.localhost` (brands.ts); the token opens both brands.
  const started = await context.request.post(brandUrl('AS', '/api/v2/auth/phone'), { data: { phone: `+7${phone}`, market: 'ru' } });
  expect(started.status(), await started.text()).toBe(200);
  const { session_id } = (await started.json()) as { session_id: string };
  const code = await codeFromOutbox(context, `7${phone}`);
  const finished = await context.request.post(brandUrl('AS', '/api/v2/auth/phone/finish'), { data: { session_id, code } });
  expect(finished.status(), await finished.text()).toBe(200);
  const { jwt } = (await finished.json()) as { jwt: string };
  // Where the app keeps its session, on the brand's host, before the first page of each tab reads it;
  // once per tab, so a logout in the test stays a logout.
  const origin = new URL(brandUrl(brand)).origin;
  await context.addInitScript(
    ({ origin, key, jwt }) => {
      if (window.location.origin !== origin || sessionStorage.getItem('e2e-signed-in')) return;
      sessionStorage.setItem('e2e-signed-in', '1');
      localStorage.setItem(key, jwt);
    },
    { origin, key: JWT_STORAGE_KEY, jwt },
  );
  return jwt;
}
