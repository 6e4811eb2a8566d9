import { useUnit } from 'effector-react';
import { useEffect } from 'react';
import type { PaymentOptions } from '../../../contracts/user-settings';
import { supportChannels } from '../../../contracts/plain/user-settings';
import { visitDefaults } from '../../../platform/brand';
import { availablePaymentMethodsFlag } from '../../../platform/flags';
import { useT, useTranslator, type MessageKey } from '../../../platform/i18n';
import { $brand, $currency, $market, currencyOptions, languageNames, languages, marketFor, marketOptions } from '../../../platform/market';
import { offeredPaymentMethods, shownPaymentOptions, type PaymentMethod } from '../../../platform/payment';
import { $sessionState, loginRequested } from '../../../platform/session';
import { $settings, $settingsState, settingsChanged, userRequired } from '../../../platform/user';
import { Button } from '../../../ui';
import { $homeCity } from '../model/settings-page';
import { AccountFrame, LoadFailed, Loading } from '../ui/account-frame';
import { Choice, HomeCityField, SaveStatus, SettingsGroup, Toggle } from '../ui/setting-fields';
import forms from '../ui/forms.module.css';
import styles from '../ui/settings.module.css';

const channelNames: Record<(typeof supportChannels)[number], MessageKey> = {
  chat: 'account.settings.channel.chat',
  email: 'account.settings.channel.email',
  phone: 'account.settings.channel.phone',
  telegram: 'account.settings.channel.telegram',
  whatsapp: 'account.settings.channel.whatsapp',
};
const cardNames: Record<PaymentMethod, MessageKey> = { ru_card: 'account.settings.card.ru', ww_card: 'account.settings.card.ww' };

/**
 * Every setting of spec §3 a person can change, grouped. Anonymous visitors keep them in this
 * browser (spec §6); with a session they are the account's.
 */
export default function SettingsPage() {
  const t = useT();
  const [state, settingsState, retry, login] = useUnit([$sessionState, $settingsState, userRequired, loginRequested]);
  // Anonymous settings come from this browser, a session's from the server: either way, once known.
  useEffect(() => {
    if (state !== 'unknown') retry();
  }, [state, retry]);
  return (
    <AccountFrame section="settings" title={t('account.settings.title')} lead={t('account.settings.lead')}>
      {state === 'anonymous' && (
        <div className={styles.note} data-testid="settings-local">
          <p>{t('account.settings.local')}</p>
          <Button variant="primary" aria-haspopup="dialog" onClick={() => login()}>
            {t('account.gate.action')}
          </Button>
        </div>
      )}
      {settingsState === 'ready' ? <SettingsForm /> : settingsState === 'failed' ? <LoadFailed retry={retry} /> : <Loading />}
    </AccountFrame>
  );
}

function SettingsForm() {
  const t = useT();
  const { locale } = useTranslator();
  const [settings, brand, market, currency, paymentFlag, change, homeCity] = useUnit([
    $settings,
    $brand,
    $market,
    $currency,
    availablePaymentMethodsFlag.$value,
    settingsChanged,
    $homeCity,
  ]);
  const offer = marketFor(brand, market);
  const defaults = visitDefaults({ brand, market });
  // Nothing chosen yet: the card a traveller of the market most likely holds.
  const payment = shownPaymentOptions(settings.payment_options ?? { [defaults.paymentMethod]: true }, paymentFlag.methods);
  const cards = offeredPaymentMethods(paymentFlag.methods);
  const setCard = (method: PaymentMethod, on: boolean) => {
    const next: PaymentOptions = { ru_card: Boolean(payment.ru_card), ww_card: Boolean(payment.ww_card), [method]: on };
    if (!next.ru_card && !next.ww_card) return;
    change({ payment_options: next });
  };
  return (
    <div className={styles.stack} data-testid="settings-form">
      <SettingsGroup title={t('account.settings.region')}>
        <Choice
          setting="market"
          label={t('account.settings.market')}
          value={market}
          options={marketOptions(brand, locale).map(({ value, label }) => ({ value, text: label }))}
        />
        <Choice
          setting="currency"
          label={t('account.settings.currency')}
          value={currency}
          options={(offer ? currencyOptions(offer, locale) : []).map(({ value, label, text }) => ({ value, text: `${label} — ${text}` }))}
        />
        <HomeCityField label={t('account.settings.homeCity')} placeholder={t('account.settings.homeCityPlaceholder')} value={homeCity} />
      </SettingsGroup>
      <SettingsGroup title={t('account.settings.prices')}>
        <Toggle
          setting="use_price_per_passenger"
          label={t('account.settings.perPassenger')}
          hint={t('account.settings.perPassengerHint')}
          checked={settings.use_price_per_passenger ?? defaults.pricePerPassenger}
        />
        <Toggle
          setting="use_price_per_night"
          label={t('account.settings.perNight')}
          hint={t('account.settings.perNightHint')}
          checked={settings.use_price_per_night ?? defaults.pricePerNight}
        />
      </SettingsGroup>
      <SettingsGroup title={t('account.settings.payment')}>
        {cards.map((method) => (
          <div key={method} className={styles.setting}>
            <label className={forms.check}>
              <input
                type="checkbox"
                checked={payment[method] ?? false}
                onChange={(event) => setCard(method, event.target.checked)}
                data-testid={`setting-card-${method}`}
              />
              <span>{t(cardNames[method])}</span>
            </label>
          </div>
        ))}
        <SaveStatus setting="payment_options" />
      </SettingsGroup>
      <SettingsGroup title={t('account.settings.communication')}>
        <Choice
          setting="notification_language"
          label={t('account.settings.notificationLanguage')}
          value={settings.notification_language ?? ''}
          options={[{ value: '', text: t('account.settings.asSite') }, ...languages.map((value) => ({ value, text: languageNames[value] }))]}
          onChoose={(value) => value && change({ notification_language: value })}
        />
        <Choice
          setting="priority_support_channel"
          label={t('account.settings.support')}
          value={settings.priority_support_channel ?? ''}
          options={[{ value: '', text: t('account.settings.channel.none') }, ...supportChannels.map((value) => ({ value, text: t(channelNames[value]) }))]}
          onChoose={(value) => change({ priority_support_channel: value || null })}
        />
      </SettingsGroup>
      <SettingsGroup title={t('account.settings.documents')}>
        <Toggle setting="autosave_documents" label={t('account.settings.autosave')} checked={settings.autosave_documents ?? true} />
      </SettingsGroup>
      <SettingsGroup title={t('account.settings.privacy')}>
        <Toggle setting="prevent_geoip" label={t('account.settings.preventGeoip')} checked={settings.prevent_geoip ?? false} />
        <Toggle setting="pageview_promos" label={t('account.settings.promos')} checked={settings.pageview_promos ?? true} />
        <Toggle setting="pageview_partners" label={t('account.settings.partners')} checked={settings.pageview_partners ?? true} />
      </SettingsGroup>
    </div>
  );
}
