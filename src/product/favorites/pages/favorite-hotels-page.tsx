import { FavoritesSection } from '../ui/favorites-section';

export default function FavoriteHotelsPage() {
  return <FavoritesSection title="favorites.hotels.title" lead="favorites.hotels.lead" />;
}
