import { FavoritesSection } from '../ui/favorites-section';

export default function FavoritesPage() {
  return <FavoritesSection title="favorites.title" lead="favorites.lead" nested={false} />;
}
