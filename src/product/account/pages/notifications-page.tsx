import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useT, type MessageKey } from '../../../platform/i18n';
import { $settings, $settingsState, $user, activeEmail, notificationChannelsFor, notificationChannelType, notificationChannelTypes, settingsChanged, userRequired, type NotificationChannelType } from '../../../platform/user';
import { AccountFrame, AccountGate, LoadFailed, Loading } from '../ui/account-frame';
import { SaveStatus } from '../ui/setting-fields';
import '../model/settings-page';
import forms from '../ui/forms.module.css';
import styles from '../ui/settings.module.css';

const typeNames: Record<NotificationChannelType, MessageKey> = {
  all: 'account.notifications.all',
  push: 'account.notifications.push',
  email: 'account.notifications.email',
  none: 'account.notifications.none',
};

/** Channels per notification type (spec §4: all, push, email or none). */
export default function NotificationsPage() {
  const t = useT();
  const required = useUnit(userRequired);
  return (
    <AccountFrame section="notifications" title={t('account.notifications.title')} lead={t('account.notifications.lead')}>
      <AccountGate onAuthorized={required}>
        <Channels />
      </AccountGate>
    </AccountFrame>
  );
}

function Channels() {
  const t = useT();
  const id = useId();
  const [settings, state, user, change, retry] = useUnit([$settings, $settingsState, $user, settingsChanged, userRequired]);
  if (state === 'failed') return <LoadFailed retry={retry} />;
  if (state !== 'ready') return <Loading />;
  const current = notificationChannelType(settings.notification_channels);
  const noEmail = user !== null && activeEmail(user.user_info.email_info) === null;
  return (
    <section className={styles.group} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{t('account.notifications.priceAlert')}</h2>
      <fieldset className={styles.radios}>
        <legend>{t('account.notifications.channels')}</legend>
        {notificationChannelTypes.map((type) => (
          <label key={type} className={forms.check}>
            <input
              type="radio"
              name={`${id}-price-alert`}
              value={type}
              checked={current === type}
              onChange={() => change({ notification_channels: notificationChannelsFor(type) })}
              data-testid={`channel-${type}`}
            />
            <span>{t(typeNames[type])}</span>
          </label>
        ))}
      </fieldset>
      <SaveStatus setting="notification_channels" />
      {noEmail && (current === 'all' || current === 'email') && <p className={forms.hint}>{t('account.notifications.emailNeeded')}</p>}
    </section>
  );
}
