import type { PriceInsight } from '../../../../contracts/prices';
import { formatDate, useLocaleFormats } from '../../../../platform/format';
import { useTranslator, type MessageKey } from '../../../../platform/i18n';
import styles from './prices.module.css';

const levelKeys: Record<NonNullable<PriceInsight['level']>, MessageKey> = {
  low: 'results.prices.insight.low',
  typical: 'results.prices.insight.typical',
  high: 'results.prices.insight.high',
};

/**
 * Low, typical or high against the route's history, with what the judgement rests on: how many
 * prices, seen between which days, and where low and high begin. Too little history says so.
 */
export function InsightBadge({ insight, price }: { insight: PriceInsight; price: (roubles: number) => string }) {
  const { t } = useTranslator();
  const formats = useLocaleFormats();
  const day = (iso: string | null) => (iso ? formatDate(iso.slice(0, 10), formats, 'long') : '');
  if (insight.price === null) return null;
  const judged = insight.level !== null && insight.low_below !== null && insight.high_above !== null;
  return (
    <div className={styles.insight} data-testid="price-insight" data-level={insight.level ?? 'unknown'} role="note">
      <strong className={styles.badge}>{insight.level ? t(levelKeys[insight.level]) : t('results.prices.insight.unknown')}</strong>
      <span className={styles.insightDetail}>
        {judged
          ? day(insight.oldest) === day(insight.newest)
            ? t('results.prices.insight.detailOneDay', {
                count: insight.observations,
                day: day(insight.newest),
                low: price(insight.low_below!),
                high: price(insight.high_above!),
              })
            : t('results.prices.insight.detail', {
                count: insight.observations,
                oldest: day(insight.oldest),
                newest: day(insight.newest),
                low: price(insight.low_below!),
                high: price(insight.high_above!),
              })
          : t('results.prices.insight.unknownDetail', { count: insight.observations, needed: insight.needed })}
      </span>
    </div>
  );
}
