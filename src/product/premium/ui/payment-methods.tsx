import { useUnit } from 'effector-react';
import { availablePaymentMethodsFlag } from '../../../platform/flags';
import { useT, type MessageKey } from '../../../platform/i18n';
import { offeredPaymentMethods, type PaymentMethod } from '../../../platform/payment';
import { CardIcon } from '../../../ui';
import styles from './payment-methods.module.css';

const methodLabels: Record<PaymentMethod, MessageKey> = {
  ru_card: 'payment.method.ru_card',
  ww_card: 'payment.method.ww_card',
};

/** The cards this visit can pay with, as the available-payment-methods flag says (spec §3). */
export function PaymentMethods() {
  const t = useT();
  const methods = offeredPaymentMethods(useUnit(availablePaymentMethodsFlag.$value).methods);
  if (methods.length === 0) return null;
  return (
    <section className={styles.methods} aria-labelledby="payment-methods-title" data-testid="payment-methods">
      <h2 id="payment-methods-title" className={styles.title}>
        {t('premium.payment.methods')}
      </h2>
      <ul className={styles.list}>
        {methods.map((method) => (
          <li key={method} className={styles.method} data-method={method}>
            <CardIcon size={24} />
            {t(methodLabels[method])}
          </li>
        ))}
      </ul>
    </section>
  );
}
