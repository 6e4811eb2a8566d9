import { useT } from '../../../platform/i18n';
import { ContentPage } from '../../../ui';
import { linkTo } from '../../../platform/router';
import { hotelsSearchRoute } from '../routes';

export default function HotelsClickPage() {
  const t = useT();
  return (
    <ContentPage
      section="hotels"
      title={t('hotels.click.title')}
      trail={[{ label: t('hotels.search.title'), href: linkTo(hotelsSearchRoute) }]}
      lead={t('hotels.click.lead')}
    />
  );
}
