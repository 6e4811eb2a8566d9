import { useUnit } from 'effector-react';
import type { ClickResponse } from '../../../contracts/booking';
import { formatDate, formatPrice, formatRate, useLocaleFormats } from '../../../platform/format';
import { useT } from '../../../platform/i18n';
import { Link } from '../../../platform/router';
import { buttonClass, ContentPage } from '../../../ui';
import { $choice, $clickState, retried } from '../model/click';
import { offerChoiceQuery } from '../model/offer-ref';
import { bookingRoute } from '../routes';
import { bookingCard } from '../ui/booking-card';
import styles from '../ui/booking.module.css';
import { OfferProblemCard } from '../ui/offer-problem';
import { TotalParts } from '../ui/total-parts';

/** The transitional page of spec §2.1: what happens, then the hand-over to the seller. */
export default function ClickPage() {
  const t = useT();
  const state = useUnit($clickState);
  if (state.kind === 'none') return <ContentPage title={t('click.title')} lead={t('click.lead')} note={t('click.note')} />;
  // A seller that sells through the site: the traveller stays here to book, not on the way to an agency.
  const here = state.kind === 'ready' && state.click.sells_here;
  return (
    <ContentPage title={t(here ? 'click.hereTitle' : 'click.title')} lead={t(here ? 'click.hereIntro' : 'click.lead')}>
      <div className={styles.stack}>
        <ClickState />
      </div>
    </ContentPage>
  );
}

function ClickState() {
  const t = useT();
  const formats = useLocaleFormats();
  const [choice, state, retry] = useUnit([$choice, $clickState, retried]);
  if (state.kind === 'problem') return <OfferProblemCard problem={state.problem} retry={retry} />;
  if (state.kind !== 'ready' || !choice) {
    return (
      <section className={bookingCard} aria-busy="true" data-testid="click-loading">
        <p className={styles.muted}>{t('click.loading')}</p>
        <div className={styles.skeleton} />
      </section>
    );
  }
  const { click } = state;
  const price = formatPrice(click.price, click.currency, formats);
  if (click.sells_here) {
    return (
      <section className={bookingCard} data-testid="click-here" aria-live="polite">
        <h2>{t('click.here', { agency: click.agency_name })}</h2>
        <p className={styles.price} data-total={click.price} data-currency={click.currency} data-testid="click-price">
          {t('click.price', { price, agency: click.agency_name })}
        </p>
        <TotalParts total={click.total} currency={click.currency} />
        <SellerCurrency click={click} />
        <p>{t('click.hereLead')}</p>
        <div className={styles.actions}>
          <Link to={bookingRoute} query={offerChoiceQuery(choice)} className={buttonClass('cta')} data-testid="click-continue">
            {t('click.continue')}
          </Link>
        </div>
      </section>
    );
  }
  return (
    <section className={bookingCard} data-testid="click-agency" aria-live="polite">
      <h2>{t('click.going', { agency: click.agency_name })}</h2>
      <p className={styles.price} data-total={click.price} data-currency={click.currency} data-testid="click-price">
        {t('click.price', { price, agency: click.agency_name })}
      </p>
      <TotalParts total={click.total} currency={click.currency} />
      <SellerCurrency click={click} />
      <p>{t('click.agencyLead', { agency: click.agency_name })}</p>
      <div className={styles.actions}>
        {/* The agency's own site: a plain link out, in case the redirect does not happen. */}
        <a className={styles.link} href={click.deep_link ?? undefined} rel="noopener" data-testid="click-fallback">
          {t('click.fallback', { agency: click.agency_name })}
        </a>
      </div>
    </section>
  );
}

/** A seller that charges in another currency than the visit's: its own amount, with the rate and its date, before the traveller pays. */
function SellerCurrency({ click }: { click: ClickResponse }) {
  const t = useT();
  const formats = useLocaleFormats();
  if (click.seller_currency === click.currency || !click.conversion) return null;
  const { rate, rated_at, rub_amount } = click.conversion;
  return (
    <p className={styles.muted} data-testid="click-seller-currency" data-amount={rub_amount} data-currency={click.seller_currency}>
      {t('click.sellerCurrency', {
        agency: click.agency_name,
        price: formatPrice(rub_amount, click.seller_currency, formats),
        rate: formatRate(rate, click.currency, formats),
        date: formatDate(rated_at, formats, 'long'),
      })}
    </p>
  );
}
