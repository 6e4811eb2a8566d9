import type { FastifyInstance } from 'fastify';
import type { SocialAuthMessage } from '../../../contracts/auth';
import { html, Html, plainDocument } from '../../html';
import { apiRoutes } from '../route';

/** The finish page as the OpenAPI document describes it. */
export const finishPageContent = { contentType: 'text/html', description: 'The finish page: posts the result to the opener and closes' };
export const finishScriptPath = '/auth/finish.js';

/** JSON that is safe inside a `<script type="application/json">` element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

/**
 * The popup's last page. The result travels as data (`application/json`, never run) read by a
 * script file of ours, so the strict CSP holds; the script posts it to the opener with the exact
 * origin of the page that opened the login (`redirect_uri`), never `*`. Without a login of ours
 * (`targetOrigin` null) nothing is posted.
 */
export function finishPage(message: SocialAuthMessage | null, targetOrigin: string | null): string {
  // Already safe inside a script element (scriptJson).
  const result = new Html(targetOrigin && message ? scriptJson({ message, targetOrigin }) : 'null');
  return plainDocument({
    title: message?.ok ? 'Logged in' : 'Login failed',
    body: html`<main><p id="auth-status">${message?.ok ? 'You are logged in. This window closes itself.' : 'The login did not finish. Close this window and try again.'}</p></main>
<script type="application/json" id="auth-result">${result}</script>
<script src="${finishScriptPath}"></script>`,
  });
}

const finishScript = `(function () {
  var data = JSON.parse(document.getElementById('auth-result').textContent || 'null');
  if (!data || !window.opener) return;
  window.opener.postMessage(data.message, data.targetOrigin);
  window.close();
})();
`;

/** Serves the finish page's script. */
export function finishScriptRoute(app: FastifyInstance): void {
  apiRoutes(
    app,
    'User service: login',
  )({
    method: 'GET',
    url: finishScriptPath,
    config: { rateLimit: false },
    contract: { summary: 'Script of the social login finish page', responses: { 200: { contentType: 'text/javascript', description: 'The script' } } },
    handler: async (_input, _request, reply) =>
      reply.header('content-type', 'text/javascript; charset=utf-8').header('cache-control', 'public, max-age=300').send(finishScript),
  });
}
