import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../contracts/errors';
import { UidQuery } from '../../../contracts/auth';
import { ActivateEmailQuery, ActiveEmailBody, EMAIL_IN_USE, EmailInfo, userPaths } from '../../../contracts/user';
import { linkTo } from '../../../platform/router/link-to';
import { accountPath } from '../../../product/account/paths';
import { tokenDigest } from '../../auth/secret';
import { HttpError } from '../../http-errors';
import { brandOrigin } from '../../public-links';
import { requestVisit } from '../../request-visit';
import { apiRoutes } from '../route';
import { emailInfo } from './account';
import type { UserStores } from './stores';
import { userTexts } from './messages';

/** How long an e-mail activation link works. */
export const activationLinkLifetimeMs = 24 * 60 * 60 * 1000;
/** Where the activation link lands: the profile page, told how it went (`?email=`), in the visitor's language. */
export const activationLanding = (outcome: 'activated' | 'invalid' | 'expired' | 'in_use') => linkTo({ path: accountPath }, {}, { email: outcome });

export interface EmailRoutesContext extends Pick<UserStores, 'accounts' | 'emails'> {
  /** Per client and minute, for the calls that send e-mail or open links. */
  rateLimit: number;
  now: () => number;
}

/** The account's e-mail (spec §4): a link sent to a new address, and the link that activates it. */
export function emailRoutes(app: FastifyInstance, { accounts, emails, rateLimit, now }: EmailRoutesContext): void {
  const route = apiRoutes(app, 'User service', { personal: true });

  route({
    method: 'POST',
    url: userPaths.activeEmail,
    private: true,
    config: { rateLimit: { max: rateLimit, timeWindow: '1 minute' } },
    contract: {
      summary: 'Send an activation link to an e-mail; 403 when another account has it',
      query: UidQuery,
      body: ActiveEmailBody,
      responses: { 200: EmailInfo, 403: ApiError },
    },
    handler: async ({ body }, request) => {
      const user = await app.userAccess.currentUser(request);
      const email = body.email.toLowerCase();
      if (user.activeEmail === email) return emailInfo(user);
      const owner = await accounts.findByActiveEmail(email);
      if (owner && owner.id !== user.id) throw new HttpError(403, EMAIL_IN_USE, 'email_in_use');
      const token = randomBytes(32).toString('base64url');
      const updated = await emails.setCandidate(user.id, email, tokenDigest(token), new Date(now() + activationLinkLifetimeMs), body.marketing_accepted);
      // Written in the visit's language; the link opens on the site of the brand the address was given on.
      const visit = requestVisit(app, request);
      const link = new URL(userPaths.activateEmail, brandOrigin(app.config, visit.brand));
      link.searchParams.set('token', token);
      const texts = userTexts(visit);
      const hours = activationLinkLifetimeMs / (60 * 60 * 1000);
      await app.userAccess.mail.send({
        to: email,
        subject: texts.t('activationMail.subject'),
        text: texts.t('activationMail.text', { link: link.toString(), hours }),
      });
      return emailInfo(updated);
    },
  });

  route({
    method: 'GET',
    url: userPaths.activateEmail,
    config: { rateLimit: { max: rateLimit, timeWindow: '1 minute' } },
    contract: {
      summary: 'The activation link of an e-mail: activates it and goes to the profile page with the outcome',
      query: ActivateEmailQuery,
      responses: { 303: { description: 'To /my?email=activated, invalid, expired or in_use' } },
    },
    handler: async ({ query }, _request, reply) => {
      const user = await emails.findByActivationToken(tokenDigest(query.token));
      reply.header('cache-control', 'no-store');
      if (!user || !user.candidateEmail) return reply.redirect(activationLanding('invalid'), 303);
      if (!user.activationExpiresAt || user.activationExpiresAt.getTime() <= now()) return reply.redirect(activationLanding('expired'), 303);
      const activated = await emails.activate(user);
      return reply.redirect(activationLanding(activated ? 'activated' : 'in_use'), 303);
    },
  });
}
