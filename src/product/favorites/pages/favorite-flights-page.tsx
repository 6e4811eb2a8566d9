import { useUnit } from 'effector-react';
import { usePriceFormatter } from '../../../platform/currency';
import { useT } from '../../../platform/i18n';
import { Link, linkTo } from '../../../platform/router';
import { $browserNotifications, canNotifyInBrowser } from '../../../platform/notifications';
import { $user } from '../../../platform/user';
import { Button } from '../../../ui';
import { mainRoute } from '../../explore';
import { $channelProblem, channelChosen } from '../model/channel-choice';
import { $busy, $failedChange, $listState, $placeNames, $subscriptions, removed, subscriptionsOpened } from '../model/subscriptions';
import styles from '../ui/favorites.module.css';
import { Loading, PrivateListPage, State } from '../ui/private-list-page';
import { SubscriptionItem } from '../ui/subscription-item';

/** The searches whose prices the user watches (spec §2.4 `/favorites/avia`), for a logged-in user. */
function Subscriptions() {
  const t = useT();
  const price = usePriceFormatter();
  const s = useUnit({
    list: $subscriptions,
    state: $listState,
    busy: $busy,
    failed: $failedChange,
    problem: $channelProblem,
    browser: $browserNotifications,
    user: $user,
    names: $placeNames,
  });
  const on = useUnit({ retry: subscriptionsOpened, channel: channelChosen, remove: removed });
  if (s.state === 'failed') {
    return (
      <State testId="favorites-error" title={t('favorites.avia.error.title')} lead={t('favorites.avia.error.lead')} alert>
        <Button variant="primary" onClick={() => on.retry()}>
          {t('favorites.avia.retry')}
        </Button>
      </State>
    );
  }
  if (s.state === 'loading' || !price) return <Loading text="favorites.avia.loading" />;
  if (s.list.length === 0) {
    return (
      <State testId="favorites-empty" title={t('favorites.avia.empty.title')} lead={t('favorites.avia.empty.lead')}>
        <Link className={styles.link} href={linkTo(mainRoute)}>
          {t('favorites.avia.empty.action')}
        </Link>
      </State>
    );
  }
  const unpriced = s.list.filter((item) => item.current_price === null).length;
  const emailInfo = s.user?.user_info.email_info;
  const pendingEmail = emailInfo && !emailInfo.active_email ? (emailInfo.candidate_email ?? null) : null;
  const nameOf = (code: string) => (Object.hasOwn(s.names, code) ? s.names[code]!.name : code);
  return (
    <>
      {unpriced > 0 && (
        <p className={styles.note} role="note" data-testid="favorites-partial">
          {t('favorites.avia.partial', { count: unpriced })}
        </p>
      )}
      <ul className={styles.list} data-testid="favorite-flights">
        {s.list.map((item) => (
          <SubscriptionItem
            key={item.id}
            subscription={item}
            nameOf={nameOf}
            price={price}
            busy={s.busy.includes(item.id)}
            failed={s.failed === item.id}
            onChannel={(channel) => on.channel({ id: item.id, channel })}
            onRemove={() => on.remove(item.id)}
            problem={s.problem?.id === item.id ? s.problem.problem : null}
            browser={s.browser}
            pendingEmail={pendingEmail}
          />
        ))}
      </ul>
      {!canNotifyInBrowser(s.browser) && (
        <p className={styles.note} role="note" data-testid="favorites-no-browser" data-reason={s.browser}>
          {t(s.browser === 'denied' ? 'favorites.avia.pushDenied' : 'favorites.avia.pushUnsupported')}
        </p>
      )}
    </>
  );
}

export default function FavoriteFlightsPage() {
  return (
    <PrivateListPage
      title="favorites.avia.title"
      lead="favorites.avia.lead"
      loading="favorites.avia.loading"
      gateTitle="favorites.avia.gate.title"
      gateLead="favorites.avia.gate.lead"
      opened={subscriptionsOpened}
    >
      <Subscriptions />
    </PrivateListPage>
  );
}
