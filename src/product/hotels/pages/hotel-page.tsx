import { useT } from '../../../platform/i18n';
import { ContentPage } from '../../../ui';
import { linkTo } from '../../../platform/router';
import { hotelsSearchRoute } from '../routes';

export default function HotelPage({ params }: { params: Record<string, string> }) {
  const t = useT();
  return (
    <ContentPage
      section="hotels"
      title={t('hotels.hotel.title', { id: params.hotelId ?? '' })}
      trail={[{ label: t('hotels.search.title'), href: linkTo(hotelsSearchRoute) }]}
      lead={t('hotels.hotel.lead')}
      note={t('hotels.note')}
    />
  );
}
