import { useUnit } from 'effector-react';
import { useId } from 'react';
import { useT, type MessageKey } from '../../../platform/i18n';
import { Link, linkTo } from '../../../platform/router';
import { accountRoute } from '../routes';
import { $user, userRequired } from '../../../platform/user';
import { AccountFrame, AccountGate, LoadFailed, Loading } from '../ui/account-frame';
import { AlertChannels } from '../ui/alert-channels';
import {
  $marketing,
  $marketingChoice,
  $marketingSave,
  $marketingStatus,
  marketingChanged,
  marketingOpened,
  type MarketingSave,
  type MarketingTopic,
} from '../model/marketing';
import { marketingTopics } from '../../../contracts/marketing';
import { cardStyles } from '../../../ui';
import forms from '../ui/forms.module.css';
import styles from '../ui/settings.module.css';

/** Channels per notification type (spec §4: all, push, email or none). */
export default function NotificationsPage() {
  const t = useT();
  const [required, opened] = useUnit([userRequired, marketingOpened]);
  return (
    <AccountFrame section="notifications" title={t('account.notifications.title')} lead={t('account.notifications.lead')}>
      <AccountGate
        onAuthorized={() => {
          required();
          opened();
        }}
      >
        <AlertChannels />
        <Newsletter />
      </AccountGate>
    </AccountFrame>
  );
}

const topicNames: Record<MarketingTopic, MessageKey> = {
  deals: 'account.newsletter.deals',
  news: 'account.newsletter.news',
  price_alerts: 'account.newsletter.priceAlerts',
};
const saveNames: Record<MarketingSave, MessageKey> = {
  saving: 'account.settings.saving',
  saved: 'account.settings.saved',
  failed: 'account.settings.failed',
  no_email: 'account.newsletter.noEmail',
};

/** The marketing e-mails (spec §7): subscribed or not, which topics, and whether the address is confirmed. */
function Newsletter() {
  const t = useT();
  const id = useId();
  const [subscription, choice, status, save, user, change, retry] = useUnit([
    $marketing,
    $marketingChoice,
    $marketingStatus,
    $marketingSave,
    $user,
    marketingChanged,
    marketingOpened,
  ]);
  if (status === 'fail') return <LoadFailed retry={retry} />;
  if (status !== 'done') return <Loading />;
  const subscribed = choice ? choice.subscribed : subscription !== null && subscription.status !== 'not_active';
  const topics = choice ? choice.topics : (subscription?.topics ?? ['deals']).filter((topic): topic is MarketingTopic => Object.hasOwn(topicNames, topic));
  // Spec §7: the letters go to the account's e-mail, so without one there is nothing to subscribe yet.
  const emailInfo = user?.user_info.email_info;
  const noEmail = !subscribed && !emailInfo?.active_email && !emailInfo?.candidate_email;
  const toggle = (topic: MarketingTopic, on: boolean) =>
    change({ subscribed: true, topics: on ? [...topics, topic] : topics.filter((item) => item !== topic) });
  return (
    <section className={`${cardStyles.card} ${styles.group} ${styles.stack}`} aria-labelledby={`${id}-title`} data-testid="newsletter">
      <h2 id={`${id}-title`}>{t('account.newsletter.title')}</h2>
      <div className={styles.setting}>
        <label className={forms.check}>
          <input
            type="checkbox"
            checked={subscribed}
            disabled={noEmail}
            aria-describedby={noEmail ? `${id}-no-email` : undefined}
            onChange={(event) => change({ subscribed: event.target.checked, topics: topics.length ? topics : ['deals'] })}
            data-testid="newsletter-subscribed"
          />
          <span>{t('account.newsletter.subscribe')}</span>
        </label>
        {noEmail && (
          <p id={`${id}-no-email`} className={forms.hint} data-testid="newsletter-no-email">
            {t('account.newsletter.noEmail')} <Link href={linkTo(accountRoute)}>{t('account.profile.title')}</Link>
          </p>
        )}
        {subscribed && !choice && subscription && (
          <p className={forms.hint} data-testid="newsletter-status">
            {subscription.status === 'active'
              ? t('account.newsletter.active', { email: subscription.email ?? '' })
              : t('account.newsletter.pending', { email: subscription.email ?? '' })}
          </p>
        )}
      </div>
      {subscribed && (
        <fieldset className={styles.radios}>
          <legend>{t('account.newsletter.topics')}</legend>
          {marketingTopics.map((topic) => (
            <label key={topic} className={forms.check}>
              <input
                type="checkbox"
                checked={topics.includes(topic)}
                disabled={topics.length === 1 && topics.includes(topic)}
                onChange={(event) => toggle(topic, event.target.checked)}
                data-testid={`newsletter-${topic}`}
              />
              <span>{t(topicNames[topic])}</span>
            </label>
          ))}
        </fieldset>
      )}
      <span
        className={save === 'failed' || save === 'no_email' ? forms.error : styles.status}
        role="status"
        data-state={save ?? undefined}
        data-testid="newsletter-save"
      >
        {save ? t(saveNames[save]) : ''}
      </span>
    </section>
  );
}
