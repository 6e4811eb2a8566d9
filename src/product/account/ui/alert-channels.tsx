import { useUnit } from 'effector-react';
import { useEffect, useId } from 'react';
import { useT, type MessageKey } from '../../../platform/i18n';
import { $browserNotifications, canNotifyInBrowser } from '../../../platform/notifications';
import {
  $settings,
  $settingsState,
  $user,
  activeEmail,
  notificationChannelType,
  notificationChannelTypes,
  userRequired,
  type NotificationChannelType,
} from '../../../platform/user';
import { cardStyles } from '../../../ui';
import { $alertChannelsPending, $alertChannelsProblem, alertChannelsOpened, channelTypeChosen, needsBrowser, needsEmail } from '../model/alert-channels';
import '../model/settings-page';
import { LoadFailed, Loading } from './account-frame';
import EmailForm from './email-form';
import forms from './forms.module.css';
import { SaveStatus } from './setting-fields';
import styles from './settings.module.css';

const typeNames: Record<NotificationChannelType, MessageKey> = {
  all: 'account.notifications.all',
  push: 'account.notifications.push',
  email: 'account.notifications.email',
  none: 'account.notifications.none',
};

/**
 * Where price alerts go (spec §4: all, push, email or none), offered only where they can arrive:
 * e-mail asks for a confirmed address (and offers to add one here), the browser's notifications
 * ask its permission when chosen and are not offered where the browser cannot show them.
 */
export function AlertChannels() {
  const t = useT();
  const id = useId();
  const [settings, state, user, browser, problem, pending, choose, retry, opened] = useUnit([
    $settings,
    $settingsState,
    $user,
    $browserNotifications,
    $alertChannelsProblem,
    $alertChannelsPending,
    channelTypeChosen,
    userRequired,
    alertChannelsOpened,
  ]);
  useEffect(() => opened(), [opened]);
  if (state === 'failed') return <LoadFailed retry={retry} />;
  if (state !== 'ready' || !user) return <Loading />;
  const current = notificationChannelType(settings.notification_channels);
  const emailInfo = user.user_info.email_info;
  const confirmed = activeEmail(emailInfo) !== null;
  // Push cannot arrive in this browser: said once, beside the choices it rules out.
  const browserProblem =
    problem?.problem === 'denied' || browser === 'denied' ? 'denied' : problem?.problem === 'unsupported' || browser === 'unsupported' ? 'unsupported' : null;
  // E-mail alerts asked for (or kept from before) without a confirmed address: the address is asked for here.
  const emailWanted = problem?.problem === 'email_needed' || (!confirmed && needsEmail(current));
  return (
    <section className={`${cardStyles.card} ${styles.group} ${styles.stack}`} aria-labelledby={`${id}-title`} data-testid="alert-channels">
      <h2 id={`${id}-title`}>{t('account.notifications.priceAlert')}</h2>
      <fieldset className={styles.radios} aria-busy={pending || undefined}>
        <legend>{t('account.notifications.channels')}</legend>
        {notificationChannelTypes.map((type) => {
          const blocked = needsBrowser(type) && !canNotifyInBrowser(browser) && current !== type;
          return (
            <label key={type} className={forms.check}>
              <input
                type="radio"
                name={`${id}-price-alert`}
                value={type}
                checked={current === type}
                disabled={blocked || pending}
                aria-describedby={blocked ? `${id}-browser` : undefined}
                onChange={() => choose(type)}
                data-testid={`channel-${type}`}
              />
              <span>{t(typeNames[type])}</span>
            </label>
          );
        })}
      </fieldset>
      <SaveStatus setting="notification_channels" />
      {browserProblem && (
        <p
          id={`${id}-browser`}
          className={problem && problem.problem !== 'email_needed' ? forms.error : forms.hint}
          role={problem ? 'alert' : undefined}
          data-testid="channel-browser-problem"
          data-reason={browserProblem}
        >
          {t(browserProblem === 'denied' ? 'account.notifications.pushDenied' : 'account.notifications.pushUnsupported')}
        </p>
      )}
      {emailWanted &&
        (emailInfo.candidate_email && !confirmed ? (
          <p className={forms.hint} role="status" data-testid="channel-email-pending">
            {t('account.notifications.emailPending', { email: emailInfo.candidate_email })}
          </p>
        ) : (
          <div data-testid="channel-email-needed">
            <EmailForm embedded lead={t('account.notifications.emailNeeded')} />
          </div>
        ))}
    </section>
  );
}
