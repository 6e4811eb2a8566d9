import { useUnit } from 'effector-react';
import { formatPrice, useLocaleFormats } from '../../../platform/format';
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
  return (
    <ContentPage title={t('click.title')} lead={t('click.lead')}>
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
  const price = formatPrice(click.price, 'rub', formats);
  if (click.sells_here) {
    return (
      <section className={bookingCard} data-testid="click-here" aria-live="polite">
        <h2>{t('click.here', { agency: click.agency_name })}</h2>
        <p className={styles.price} data-total={click.price}>
          {t('click.price', { price, agency: click.agency_name })}
        </p>
        <TotalParts total={click.total} />
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
      <p className={styles.price} data-total={click.price}>
        {t('click.price', { price, agency: click.agency_name })}
      </p>
      <TotalParts total={click.total} />
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
