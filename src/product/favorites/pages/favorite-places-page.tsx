import { FavoritesSection } from '../ui/favorites-section';

export default function FavoritePlacesPage() {
  return <FavoritesSection title="favorites.places.title" lead="favorites.places.lead" />;
}
