import { FavoritesSection } from '../ui/favorites-section';

export default function FavoriteFlightsPage() {
  return <FavoritesSection title="favorites.avia.title" lead="favorites.avia.lead" />;
}
