import type { FastifyInstance } from 'fastify';
import { ApiError } from '../../../../contracts/errors';
import { dataReportFile } from '../../../../contracts/data-report';
import { DATA_ALREADY_REQUESTED, NO_ACTIVE_EMAIL, NOT_ACTIVE_EMAIL, RequestDataBody, RequestDataResponse, userPaths } from '../../../../contracts/user';
import { appName } from '../../../../platform/brand';
import { linkTo } from '../../../../platform/router/link-to';
import { DATA_REPORT_LOCK_MS } from '../../../../platform/user/data-report';
import { accountPath } from '../../../../product/account/paths';
import { badRequest, HttpError } from '../../../http-errors';
import { pageUrl } from '../../../public-links';
import { requestVisit } from '../../../request-visit';
import { readerOf } from '../../../server-messages';
import { apiRoutes } from '../../route';
import { settingsOf } from '../account';
import { userTexts } from '../messages';
import type { UserStores } from '../stores';
import { collectReport } from './collect';
import { ReportFormat } from './format';
import { reportMessage } from './message';

export interface DataReportContext {
  stores: UserStores;
  now: () => number;
}

/**
 * `POST /api/user/request-data` (spec §4, §5): the report of everything kept goes to the active
 * e-mail as a message in the reader's language with the same data attached as JSON.
 */
export function dataReportRoute(app: FastifyInstance, { stores, now }: DataReportContext): void {
  apiRoutes(app, 'User service', { personal: true })({
    method: 'POST',
    url: userPaths.requestData,
    private: true,
    contract: {
      summary: 'Send a report of the data kept to the active e-mail; 422 without one, 409 within 2 hours of the last request',
      description: `A message in the settings' notification language (else the visit's) covering the account, settings, documents, searches, orders, payments, price watches and the newsletter, with the same data attached as \`${dataReportFile}\` (\`DataReport\` of \`src/contracts/data-report.ts\`).`,
      body: RequestDataBody,
      responses: { 200: RequestDataResponse, 409: ApiError, 422: ApiError },
    },
    handler: async ({ body }, request) => {
      const user = await app.userAccess.currentUser(request);
      if (!user.activeEmail) throw new HttpError(422, NO_ACTIVE_EMAIL, 'no_active_email');
      if (body.email.toLowerCase() !== user.activeEmail) throw badRequest(`email: ${NOT_ACTIVE_EMAIL}`, 'no_active_email');
      const at = new Date(now());
      if (!(await stores.emails.claimDataReport(user.id, at, new Date(at.getTime() - DATA_REPORT_LOCK_MS))))
        throw new HttpError(409, DATA_ALREADY_REQUESTED, 'already_requested');
      const report = await collectReport((await stores.accounts.find(user.id)) ?? user, { stores, personalData: app.personalData, at });
      // In the settings' notification language, else the page's; named and linked as the visit's brand.
      const visit = requestVisit(app, request);
      const texts = userTexts(readerOf(visit, settingsOf(user).notification_language));
      const { subject, text } = reportMessage(report, new ReportFormat(texts, app.places), {
        appName: appName(visit.brand, visit.market, texts.language),
        accountUrl: pageUrl(app.config, visit.brand, linkTo({ path: accountPath })),
      });
      await app.userAccess.mail.send({
        to: user.activeEmail,
        subject,
        text,
        attachments: [{ filename: dataReportFile, contentType: 'application/json', content: `${JSON.stringify(report, null, 2)}\n` }],
      });
      return { status: 'requested' as const, requested_at: at.toISOString(), locked_until: new Date(at.getTime() + DATA_REPORT_LOCK_MS).toISOString() };
    },
  });
}
