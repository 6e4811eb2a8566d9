import { useT } from '../../../platform/i18n';
import { ContentPage } from '../../../ui';
import { linkTo } from '../../../platform/router';
import { faqRoute } from '../routes';

export default function FaqArticlePage({ params }: { params: Record<string, string> }) {
  const t = useT();
  return (
    <ContentPage
      title={t('faq.article.title', { slug: params.slug ?? '' })}
      trail={[{ label: t('faq.title'), href: linkTo(faqRoute) }]}
      lead={t('faq.article.lead')}
      note={t('faq.note')}
    />
  );
}
