import { useT } from '../../../platform/i18n';
import { ContentPage } from '../../../ui';

export default function HotelsClickPage() {
  const t = useT();
  return (
    <ContentPage
      section="hotels"
      title={t('hotels.click.title')}
      trail={[{ label: t('hotels.search.title'), href: '/hotels/search' }]}
      lead={t('hotels.click.lead')}
    />
  );
}
