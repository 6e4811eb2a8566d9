import { useId, useState } from 'react';
import type { PriceInsight } from '../../../../contracts/prices';
import { formatDate, useLocaleFormats } from '../../../../platform/format';
import { useTranslator, type MessageKey } from '../../../../platform/i18n';
import { Button } from '../../../../ui';
import styles from './insight-badge.module.css';

const levelKeys: Record<NonNullable<PriceInsight['level']>, MessageKey> = {
  low: 'results.prices.insight.low',
  typical: 'results.prices.insight.typical',
  high: 'results.prices.insight.high',
};

/**
 * Low, typical or high against the route's history, with what the judgement rests on: how many
 * prices, seen between which days, and where low and high begin. Too little history says so.
 * Under 960 px what it rests on opens from a "Why?" button beside the badge (the stylesheet
 * decides, as for the search summary): the first ticket stays on a phone's first screen, and
 * the page's largest text is there from its first paint instead of arriving with the insight.
 */
export function InsightBadge({ insight, price }: { insight: PriceInsight; price: (roubles: number) => string }) {
  const { t } = useTranslator();
  const formats = useLocaleFormats();
  const detailId = useId();
  const [open, setOpen] = useState(false);
  const day = (iso: string | null) => (iso ? formatDate(iso.slice(0, 10), formats, 'long') : '');
  if (insight.price === null) return null;
  const judged = insight.level !== null && insight.low_below !== null && insight.high_above !== null;
  return (
    <div className={styles.insight} data-testid="price-insight" data-level={insight.level ?? 'unknown'} data-open={open || undefined} role="note">
      <strong className={styles.badge}>{insight.level ? t(levelKeys[insight.level]) : t('results.prices.insight.unknown')}</strong>
      <Button
        variant="ghost"
        className={styles.why}
        aria-expanded={open}
        aria-controls={detailId}
        data-testid="price-insight-why"
        onClick={() => setOpen(!open)}
      >
        {t(open ? 'results.prices.insight.hideWhy' : 'results.prices.insight.why')}
      </Button>
      <span id={detailId} className={styles.detail}>
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
