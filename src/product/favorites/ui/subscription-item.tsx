import { Suspense, useId } from 'react';
import { priceChannels, type PriceChannel, type PriceSubscription } from '../../../contracts/favorites';
import { tripLegs } from '../../../contracts/plain/search';
import { formatDate, useLocaleFormats } from '../../../platform/format';
import { useT, type MessageKey } from '../../../platform/i18n';
import { canNotifyInBrowser, type BrowserNotifications } from '../../../platform/notifications';
import { Link, linkTo } from '../../../platform/router';
import { AddEmail } from '../../account';
import { buildSearchParams, routeText, searchRoute, tripStops } from '../../search';
import type { ChannelProblem } from '../model/channel-choice';
import styles from './favorites.module.css';
import { PriceChange, RemoveControls } from './item-parts';

const channelNames: Record<PriceChannel, MessageKey> = {
  email: 'favorites.avia.channel.email',
  web_push: 'favorites.avia.channel.web_push',
  mob_push: 'favorites.avia.channel.mob_push',
};

interface ItemProps {
  subscription: PriceSubscription;
  /** A place's name in the visit's language, its code until the name is known. */
  nameOf: (code: string) => string;
  price: (roubles: number) => string;
  busy: boolean;
  failed: boolean;
  onChannel: (channel: PriceChannel) => void;
  onRemove: () => void;
  /** Why the channel last chosen for this subscription was not taken. */
  problem: ChannelProblem | null;
  browser: BrowserNotifications;
  /** An address waiting for its confirmation link. */
  pendingEmail: string | null;
}

/** One watched search: the trip, the price then and now with the change, where alerts go, remove. */
export function SubscriptionItem({ subscription, nameOf, price, busy, failed, onChannel, onRemove, problem, browser, pendingEmail }: ItemProps) {
  const t = useT();
  const id = useId();
  const formats = useLocaleFormats();
  const query = subscription.search_params;
  const legs = tripLegs(query);
  const runs = tripStops(query);
  const pair = (origin: string, destination: string) => `${origin} → ${destination}`;
  // Cities by name in the visit's language, their codes beside them once the names have come.
  const route = routeText(runs, nameOf, pair);
  const codes = routeText(runs, (code) => code, pair);
  const dates = legs.map((leg) => formatDate(leg.date, formats)).join(query.returnDate ? ' – ' : ', ');
  const { adults, children, infants } = query.passengers;
  return (
    <li className={styles.item} data-testid="favorite-flight" aria-labelledby={`${id}-route`}>
      <div className={styles.trip}>
        <h2 id={`${id}-route`}>{route}</h2>
        <p className={styles.muted}>
          {route === codes ? '' : `${codes} · `}
          {dates} · {t('favorites.avia.passengers', { count: adults + children + infants })}
        </p>
        <dl className={styles.prices}>
          <div>
            <dt>{t('favorites.avia.subscribedPrice')}</dt>
            <dd data-testid="favorite-subscribed-price">{price(subscription.subscribed_price)}</dd>
          </div>
          <div>
            <dt>{t('favorites.avia.currentPrice')}</dt>
            <dd data-testid="favorite-current-price">
              {subscription.current_price === null ? t('favorites.avia.noPrice') : price(subscription.current_price)}
            </dd>
          </div>
          <PriceChange change={subscription.change} price={price} label="favorites.avia.change" testId="favorite-change" />
        </dl>
        <Link className={styles.link} href={linkTo(searchRoute, { params: buildSearchParams(query) })}>
          {t('favorites.avia.open')}
        </Link>
      </div>
      <RemoveControls
        label={t('favorites.avia.removeLabel', { route })}
        testId="favorite-remove"
        busy={busy}
        failed={failed && problem === null}
        failedText="favorites.avia.changeFailed"
        onRemove={onRemove}
      >
        <label>
          {t('favorites.avia.channel')}
          <select
            value={subscription.channel}
            disabled={busy}
            onChange={(event) => onChannel(event.target.value as PriceChannel)}
            data-testid="favorite-channel"
          >
            {priceChannels.map((channel) => (
              <option key={channel} value={channel} disabled={channel === 'web_push' && !canNotifyInBrowser(browser) && subscription.channel !== channel}>
                {t(channelNames[channel])}
              </option>
            ))}
          </select>
        </label>
      </RemoveControls>
      {problem && <ChannelProblemNote problem={problem} pendingEmail={pendingEmail} />}
    </li>
  );
}

/** Why a channel was not taken, beside the subscription: an e-mail to add (right here), or the browser's refusal. */
function ChannelProblemNote({ problem, pendingEmail }: { problem: ChannelProblem; pendingEmail: string | null }) {
  const t = useT();
  if (problem !== 'email_needed') {
    return (
      <p className={`${styles.alert} ${styles.itemNote}`} role="alert" data-testid="favorite-channel-problem" data-reason={problem}>
        {t(problem === 'denied' ? 'favorites.avia.pushDenied' : 'favorites.avia.pushUnsupported')}
      </p>
    );
  }
  return (
    <div className={styles.itemNote} data-testid="favorite-email-needed">
      {pendingEmail ? (
        <p role="status">{t('favorites.avia.emailPending', { email: pendingEmail })}</p>
      ) : (
        <Suspense fallback={null}>
          <AddEmail embedded lead={t('favorites.avia.emailNeeded')} />
        </Suspense>
      )}
    </div>
  );
}
