import { useUnit } from 'effector-react';
import { useEffect, type ReactNode } from 'react';
import { usePriceFormatter } from '../../../platform/currency';
import { useT } from '../../../platform/i18n';
import { Link, linkTo } from '../../../platform/router';
import { $browserNotifications, canNotifyInBrowser } from '../../../platform/notifications';
import { $sessionState, loginRequested } from '../../../platform/session';
import { $user } from '../../../platform/user';
import { Button, cardStyles, ContentPage } from '../../../ui';
import { mainRoute } from '../../explore';
import { $channelProblem, channelChosen } from '../model/channel-choice';
import { $busy, $failedChange, $listState, $placeNames, $subscriptions, removed, subscriptionsOpened } from '../model/subscriptions';
import { favoritesRoute } from '../routes';
import styles from '../ui/favorites.module.css';
import { SubscriptionItem } from '../ui/subscription-item';

function Loading() {
  const t = useT();
  return (
    <div aria-busy="true" data-testid="favorites-loading">
      <p className={styles.muted}>{t('favorites.avia.loading')}</p>
      <div className={cardStyles.skeleton} />
    </div>
  );
}

function State({ title, lead, children, testId, alert = false }: { title: string; lead: string; children: ReactNode; testId: string; alert?: boolean }) {
  return (
    <section className={`${cardStyles.card} ${styles.state}`} data-testid={testId} role={alert ? 'alert' : undefined}>
      <h2>{title}</h2>
      <p>{lead}</p>
      {children}
    </section>
  );
}

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
  if (s.state === 'loading' || !price) return <Loading />;
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
  const t = useT();
  const [state, login, opened] = useUnit([$sessionState, loginRequested, subscriptionsOpened]);
  useEffect(() => opened(), [opened]);
  return (
    <ContentPage
      section="favorites"
      title={t('favorites.avia.title')}
      lead={t('favorites.avia.lead')}
      trail={[{ label: t('favorites.title'), href: linkTo(favoritesRoute) }]}
    >
      {state === 'unknown' ? (
        <Loading />
      ) : state === 'anonymous' ? (
        <State testId="favorites-gate" title={t('favorites.avia.gate.title')} lead={t('favorites.avia.gate.lead')}>
          <Button variant="cta" aria-haspopup="dialog" onClick={() => login()} data-testid="favorites-login">
            {t('favorites.avia.gate.action')}
          </Button>
        </State>
      ) : (
        <Subscriptions />
      )}
    </ContentPage>
  );
}
