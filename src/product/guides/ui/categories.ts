import type { PlaceCategory } from '../../../contracts/guides';
import type { Translator } from '../../../platform/i18n';

/** Each category's label. */
export const categoryLabels = (t: Translator['t']): Record<PlaceCategory, string> => ({
  sight: t('guides.category.sight'),
  museum: t('guides.category.museum'),
  nature: t('guides.category.nature'),
  market: t('guides.category.market'),
  viewpoint: t('guides.category.viewpoint'),
  quarter: t('guides.category.quarter'),
});
