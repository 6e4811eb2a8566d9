import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useT } from '../../../platform/i18n';
import { formatStoredPhone } from '../../../platform/phone';
import { $sessionState } from '../../../platform/session';
import {
  $savedSearches,
  $user,
  $userStatus,
  activeEmail,
  DATA_REPORT_LOCK_MS,
  deleteUserMutation,
  localSearches,
  logoutRequested,
  userRequired,
} from '../../../platform/user';
import { Button, cardStyles } from '../../../ui';
import {
  $dataReport,
  $dataReportPending,
  $dataReportProblem,
  $deleteAsked,
  $deleteFailed,
  dataReportRequested,
  deleteAsked,
  deleteCancelled,
  deleteConfirmed,
} from '../model/profile';
import { AccountFrame, AccountGate, LoadFailed, Loading } from '../ui/account-frame';
import EmailForm from '../ui/email-form';
import { SavedSearches } from '../ui/saved-searches';
import styles from '../ui/account.module.css';
import forms from '../ui/forms.module.css';

/** The account's index: the profile, its searches, logout and deletion (spec §2.3). */
export default function AccountPage() {
  const t = useT();
  const [state, local] = useUnit([$sessionState, localSearches.$searches]);
  const required = useUnit(userRequired);
  return (
    <AccountFrame section="profile" title={t('account.title')} lead={t('account.lead')}>
      <AccountGate onAuthorized={required}>
        <Profile />
      </AccountGate>
      {state === 'anonymous' && local.length > 0 && (
        <section className={cardStyles.card} aria-labelledby="local-searches">
          <h2 id="local-searches">{t('account.searches.local')}</h2>
          <SavedSearches searches={local} />
        </section>
      )}
    </AccountFrame>
  );
}

function Profile() {
  const t = useT();
  const [user, status, searches, retry] = useUnit([$user, $userStatus, $savedSearches, userRequired]);
  if (!user) return status === 'fail' ? <LoadFailed retry={retry} /> : <Loading />;
  const { email_info: email, phone } = user.user_info;
  const socials = Object.entries(user.socials);
  return (
    <>
      <section className={cardStyles.card} aria-labelledby="profile" data-testid="profile">
        <h2 id="profile">{t('account.profile.title')}</h2>
        <dl className={styles.rows}>
          <div className={styles.row}>
            <dt>{t('account.profile.phone')}</dt>
            <dd data-testid="profile-phone">{phone ? formatStoredPhone(phone) : t('account.profile.noPhone')}</dd>
          </div>
          <div className={styles.row}>
            <dt>{t('account.profile.email')}</dt>
            <dd data-testid="profile-email">
              {email.activation_status === 'active' && email.active_email ? (
                <>
                  {email.active_email} <span className={styles.badge}>{t('account.email.active')}</span>
                </>
              ) : email.candidate_email ? (
                t('account.email.pending', { email: email.candidate_email })
              ) : (
                t('account.profile.noEmail')
              )}
            </dd>
          </div>
          <div className={styles.row}>
            <dt>{t('account.profile.socials')}</dt>
            <dd>
              {socials.length === 0
                ? t('account.profile.noSocials')
                : socials.map(([provider, social]) => (
                    <span key={provider} className={styles.badge}>
                      {social.email ? `${provider} · ${social.email}` : provider}
                    </span>
                  ))}
            </dd>
          </div>
        </dl>
      </section>
      {!(email.activation_status === 'active' && email.active_email) && <EmailForm />}
      <section className={cardStyles.card} aria-labelledby="searches">
        <h2 id="searches">{t('account.searches.title')}</h2>
        <SavedSearches searches={searches} />
      </section>
      <DataReport email={activeEmail(email)} />
      <Session />
    </>
  );
}

/** Spec §4: a report of the data kept goes to the active e-mail only, and once per lock period. */
function DataReport({ email }: { email: string | null }) {
  const t = useT();
  const id = useId();
  const [outcome, problem, pending, request] = useUnit([$dataReport, $dataReportProblem, $dataReportPending, dataReportRequested]);
  const hours = DATA_REPORT_LOCK_MS / 3_600_000;
  return (
    <section className={cardStyles.card} aria-labelledby={`${id}-title`} data-testid="data-report">
      <h2 id={`${id}-title`}>{t('account.data.title')}</h2>
      <p className={forms.hint}>{email ? t('account.data.lead', { email }) : t('account.data.needsEmail')}</p>
      {outcome && (
        <p className={forms.hint} role="status" data-testid="data-report-status">
          {outcome.status === 'requested' ? t('account.data.sent', { email: email ?? '', hours }) : t('account.data.already', { hours })}
        </p>
      )}
      {problem && (
        <p className={forms.error} role="alert">
          {t(problem === 'no_email' ? 'account.data.needsEmail' : 'account.data.failed')}
        </p>
      )}
      <div className={forms.actions}>
        <Button variant="secondary" onClick={() => request()} disabled={!email || pending || outcome !== null} data-testid="data-report-request">
          {t('account.data.request')}
        </Button>
      </div>
    </section>
  );
}

function Session() {
  const t = useT();
  const [asked, failed, pending, logout, ask, cancel, confirm] = useUnit([
    $deleteAsked,
    $deleteFailed,
    deleteUserMutation.$pending,
    logoutRequested,
    deleteAsked,
    deleteCancelled,
    deleteConfirmed,
  ]);
  return (
    <>
      <section className={cardStyles.card}>
        <div className={forms.actions}>
          <Button variant="secondary" onClick={() => logout()} data-testid="logout">
            {t('account.logout')}
          </Button>
        </div>
      </section>
      <section className={`${cardStyles.card} ${styles.danger}`} aria-labelledby="delete-account">
        <h2 id="delete-account">{t('account.delete.title')}</h2>
        <p>{t('account.delete.lead')}</p>
        {asked ? (
          <div className={forms.form} role="group" aria-label={t('account.delete.title')}>
            <p>
              <strong>{t('account.delete.question')}</strong>
            </p>
            {failed && (
              <p className={forms.error} role="alert">
                {t('account.delete.failed')}
              </p>
            )}
            <div className={forms.actions}>
              <Button variant="primary" onClick={() => confirm()} disabled={pending} data-testid="delete-confirm">
                {t('account.delete.confirm')}
              </Button>
              <Button variant="secondary" onClick={() => cancel()} autoFocus>
                {t('account.delete.cancel')}
              </Button>
            </div>
          </div>
        ) : (
          <Button variant="secondary" onClick={() => ask()} data-testid="delete-account">
            {t('account.delete.action')}
          </Button>
        )}
      </section>
    </>
  );
}
