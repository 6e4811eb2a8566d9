import { useT } from '../../../platform/i18n';
import { ContentPage } from '../../../ui';

export default function HotelPage({ params }: { params: Record<string, string> }) {
  const t = useT();
  return (
    <ContentPage
      section="hotels"
      title={t('hotels.hotel.title', { id: params.hotelId ?? '' })}
      trail={[{ label: t('hotels.search.title'), href: '/hotels/search' }]}
      lead={t('hotels.hotel.lead')}
      note={t('hotels.note')}
    />
  );
}
