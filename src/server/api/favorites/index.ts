import fp from 'fastify-plugin';
import { registerDebugPages } from '../../debug-page';
import { SimulatedFareProvider, searchProblem, type FareProvider } from '../../engines/fares';
import { guidesContent, type GuidesContent } from '../../engines/guides';
import { hotelInventory, type HotelProvider } from '../../engines/hotels';
import { nameIn } from '../../engines/places';
import { pageUrl } from '../../public-links';
import { linkTo } from '../../../platform/router/link-to';
import { favoriteFlightsPath } from '../../../product/favorites/paths';
import { PriceDropJob } from './job';
import { hotelFavoritesRoutes } from './hotel-routes';
import { HotelFavoriteStore } from './hotel-store';
import { hotelFavoritesOfUser, placeFavoritesOfUser, priceWatchesOfUser } from './personal-data';
import { placeFavoritesRoutes } from './place-routes';
import { PlaceFavoriteStore } from './place-store';
import { cheapestPrice, PriceCache } from './prices';
import { favoritesRoutes } from './routes';
import { runPage } from './run-page';
import { queryKey, SubscriptionStore } from './store';

export interface FavoritesApiOptions {
  now?: () => number;
  /** Where fares come from; the simulated engine over `app.places` by default. */
  provider?: FareProvider;
  /** Where saved hotels are priced; the shared simulated inventory over `app.places` by default. */
  hotels?: HotelProvider;
  /** The city guides whose places people save; the repository's `data/guides/` by default. */
  guides?: GuidesContent;
}

/**
 * Favorites (`/api/favorites`): price subscriptions of flight searches, saved hotels with their stays, saved places of the city guides, and the price-drop job
 * that runs every `PRICE_DROP_EVERY_MINUTES` in every server process and writes one digest per
 * user and channel (safe when several processes share the database: `job.ts`).
 */
export const favoritesApi = fp<FavoritesApiOptions>(
  async (app, options) => {
    const now = options.now ?? app.now;
    const store = new SubscriptionStore(app.database.db);
    app.personalData.provide('price_watches', priceWatchesOfUser(store));
    // Built on first use: the places dataset loads lazily and the server must start without it.
    let provider = options.provider;
    const prices = new PriceCache((query, at) => cheapestPrice((provider ??= new SimulatedFareProvider(app.places)), app.places, query, at));
    const cheapest = (query: Parameters<typeof cheapestPrice>[2], at: Date) => prices.cheapest(queryKey(query), query, at);

    const hotelStore = new HotelFavoriteStore(app.database.db);
    app.personalData.provide('hotel_favorites', hotelFavoritesOfUser(hotelStore));
    let hotelProvider = options.hotels;
    hotelFavoritesRoutes(app, { store: hotelStore, hotels: () => (hotelProvider ??= hotelInventory(app.places)), now });

    const placeStore = new PlaceFavoriteStore(app.database.db);
    app.personalData.provide('place_favorites', placeFavoritesOfUser(placeStore));
    placeFavoritesRoutes(app, { store: placeStore, guides: () => options.guides ?? guidesContent(), now });

    const users = app.userAccess;
    favoritesRoutes(app, { store, cheapest, hasEmail: users.hasConfirmedEmail, problem: (query, at) => searchProblem(query, app.places, at), now });

    const everyMs = app.config.priceDropEveryMinutes * 60_000;
    const job = new PriceDropJob({
      store,
      cheapest,
      recipient: users.recipient,
      // E-mail as the user service sends it (SMTP when configured); push has no provider yet, so it goes to the outbox.
      // The outbox row commits with the prices it told of: written on the job's transaction.
      deliver: async (locked, { channel, recipient, subject, body }) => {
        if (channel === 'email') await users.mailOn(locked.database).send({ to: recipient, subject, text: body });
        else await users.outboxOn(locked.database).put({ channel, recipient, subject, body });
      },
      // Subscriptions do not keep the brand they were made on yet: the default brand's page.
      favoritesUrl: pageUrl(app.config, app.config.defaultBrand, linkTo({ path: favoriteFlightsPath })),
      placeName: (code, locale) => {
        const place = app.places.city(code) ?? app.places.airport(code);
        return place ? nameIn(place.name, locale) : code;
      },
      log: app.log,
      // A subscription is checked at most twice per period, whichever process gets to it.
      minGapMs: everyMs > 0 ? everyMs / 2 : 0,
    });
    await registerDebugPages(app, runPage, { job, now });

    if (everyMs > 0) {
      let running: Promise<unknown> | undefined;
      const timer = setInterval(() => {
        running ??= job
          .runOnce(new Date(now()))
          .then((run) => app.log.info({ run }, 'price-drop job ran'))
          .catch((error: unknown) => app.log.warn({ err: error }, 'price-drop job failed'))
          .finally(() => (running = undefined));
      }, everyMs).unref();
      app.addHook('onClose', async () => {
        clearInterval(timer);
        await running;
      });
    }
  },
  {
    name: 'favorites-api',
    dependencies: ['config', 'clock', 'database', 'places', 'security', 'errors', 'admin-token', 'personal-data', 'user-access'],
    encapsulate: true,
  },
);
