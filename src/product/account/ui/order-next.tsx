import { useUnit } from 'effector-react';
import type { Order } from '../../../contracts/booking';
import { isAvailable } from '../../../platform/brand';
import { formatPrice, useLocaleFormats } from '../../../platform/format';
import { useT } from '../../../platform/i18n';
import { $brand, $language, $market } from '../../../platform/market';
import { Link, linkTo } from '../../../platform/router';
import { Button, cardStyles } from '../../../ui';
import { faqArticleRoute, faqRoute } from '../../faq';
import { supportOrderHelpRoute } from '../../support';
import { orderBags, refundTerms } from '../model/order-extras';
import styles from './account.module.css';

/** The order's bags: checked bags in the fare and their weight, those bought with the order, the cabin bag. */
export function OrderBagsRow({ order }: { order: Order }) {
  const t = useT();
  const bags = orderBags(order);
  const fare = t('account.order.bagsFare', { count: bags.included });
  return (
    <div className={styles.row} data-testid="order-bags" data-included={bags.included} data-bought={bags.bought}>
      <dt>{t('account.order.bags')}</dt>
      <dd>
        <span className={styles.block}>{bags.included > 0 && bags.kg ? `${fare}, ${t('account.order.bagsWeight', { kg: bags.kg })}` : fare}</span>
        {bags.bought > 0 && <span className={styles.block}>{t('account.order.bagsBought', { count: bags.bought })}</span>}
        {bags.cabin !== null && <span className={styles.block}>{t(bags.cabin ? 'account.order.cabinBag' : 'account.order.noCabinBag')}</span>}
      </dd>
    </div>
  );
}

/**
 * What the traveller can do next: write to support about the order (where the visit's market has
 * support; the help pages elsewhere), ask for a refund under the fare's rule, print a receipt.
 */
export function OrderNext({ order }: { order: Order }) {
  const t = useT();
  const formats = useLocaleFormats();
  const [brand, market, language] = useUnit([$brand, $market, $language]);
  const support = isAvailable('support', { brand, market, language });
  const help = support ? linkTo(supportOrderHelpRoute, { orderNumber: order.id }) : linkTo(faqRoute);
  const refundHelp = support ? help : linkTo(faqArticleRoute, { slug: 'refunds' });
  const refund = refundTerms(order);
  return (
    <section className={`${cardStyles.card} ${styles.noPrint}`} aria-labelledby="order-next" data-testid="order-next">
      <h2 id="order-next">{t('account.order.next')}</h2>
      {refund && (
        <p className={styles.muted} data-testid="order-refund-rule" data-rule={refund.rule}>
          {t('account.order.refundRule', { rule: refund.rule, fee: refund.rule === 'fee' ? formatPrice(refund.fee, order.currency, formats) : '' })}
        </p>
      )}
      <ul className={styles.actions}>
        <li>
          <Link href={help} data-testid="order-support" data-to={support ? 'support' : 'faq'}>
            {t(support ? 'account.order.support' : 'account.order.help')}
          </Link>
        </li>
        <li>
          <Link href={refundHelp} data-testid="order-refund">
            {t('account.order.refund')}
          </Link>
        </li>
        <li>
          <Button onClick={() => window.print()} data-testid="order-receipt">
            {t('account.order.receipt')}
          </Button>
        </li>
      </ul>
    </section>
  );
}
