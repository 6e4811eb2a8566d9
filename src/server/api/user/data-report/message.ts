import { dataReportFile, type DataReport } from '../../../../contracts/data-report';
import type { ReportFormat } from './format';
import { recordSections } from './records';
import { settingLines } from './settings';

// The data report as a message people read, in the reader's language; the attachment carries the
// same data for programs.

/** The account: identifiers, e-mail, consent, linked logins and the logins still open. */
function accountLines(f: ReportFormat, report: DataReport): string[] {
  const { account } = report;
  const email = account.email_info;
  const lines = [
    f.t('dataReport.account.id', { id: account.id }),
    f.t('dataReport.account.phone', { phone: account.phone ? `+${account.phone}` : f.t('dataReport.none') }),
  ];
  if (email.active_email) lines.push(f.t('dataReport.account.emailActive', { email: email.active_email }));
  if (email.candidate_email) lines.push(f.t('dataReport.account.emailPending', { email: email.candidate_email }));
  if (!email.active_email && !email.candidate_email) lines.push(f.t('dataReport.account.emailNone'));
  lines.push(f.t('dataReport.account.created', { date: f.dateTime(account.created_at) }));
  if (account.last_login_method) lines.push(f.t('dataReport.account.lastLogin', { method: loginMethod(f, account.last_login_method) }));
  lines.push(f.t('dataReport.account.consent', { answer: f.yesNo(account.marketing_accepted) }));
  const socials = Object.entries(report.socials).map(([provider, social]) => (social.email ? `${provider} (${social.email})` : provider));
  lines.push(f.t('dataReport.account.socials', { socials: socials.length ? f.join(socials) : f.t('dataReport.none') }));
  lines.push(f.t('dataReport.account.sessions'));
  for (const session of report.sessions) {
    lines.push(
      `  • ${f.t('dataReport.account.session', { method: loginMethod(f, session.method), from: f.dateTime(session.created_at), until: f.dateTime(session.expires_at) })}`,
    );
  }
  return lines;
}

const loginMethod = (f: ReportFormat, method: string) => (method === 'phone' ? f.t('dataReport.login.phone') : method);

/** A section: its title (with the count of its records when it lists some), then its lines. */
function section(title: string, lines: string[]): string {
  return [title.toLocaleUpperCase(), ...lines].join('\n');
}

export interface ReportMessage {
  subject: string;
  text: string;
}

/** The message: what it is and when, every part of the report, and how to have it all removed. */
export function reportMessage(report: DataReport, f: ReportFormat, { appName, accountUrl }: { appName: string; accountUrl: string }): ReportMessage {
  const parts = [
    f.t('dataReport.greeting'),
    f.t('dataReport.intro', { appName, date: f.dateTime(report.created_at), file: dataReportFile }),
    section(f.t('dataReport.section.account'), accountLines(f, report)),
    section(f.t('dataReport.section.settings'), settingLines(f, report.settings)),
    ...recordSections.map(({ title, lines, count }) => {
      const listed = lines(f, report);
      const heading = count ? `${f.t(title)} (${count(report)})` : f.t(title);
      return section(heading, listed.length ? listed : [f.t('dataReport.none')]);
    }),
    f.t('dataReport.outro', { link: accountUrl }),
  ];
  return { subject: f.t('dataReport.subject', { appName }), text: `${parts.join('\n\n')}\n` };
}
