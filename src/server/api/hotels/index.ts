import fp from 'fastify-plugin';
import { hotelInventory, type HotelProvider } from '../../engines/hotels';
import { scheduleRetention } from '../../retention';
import { systemTimers, type Timers } from '../../timers';
import { hotelRoute } from './hotel-route';
import { recheckRoute } from './recheck-route';
import { hotelSearchRoutes, type HotelRoutesContext } from './routes';
import { HotelClickRecords, HotelSearchRecords, HotelSearchStore } from './store';

export interface HotelsApiOptions {
  /** Epoch milliseconds; tests pass a clock they move by hand. */
  now?: () => number;
  /** Multiplies every site's delay: 0 makes all answers arrive at once. */
  delayScale?: number;
  /** What a results request waits on; tests pass timers that run as they move `now`. */
  timers?: Timers;
  /** Where hotels come from; the simulated inventory over `app.places` by default. */
  provider?: HotelProvider;
  /** Searches kept in memory, counted by their rates, and for how long after their last read. */
  cache?: { maxRates: number; ttlMs: number };
}

/** A hotel search is of use while a visitor books: a month of them, at most 16 MB. */
const searchRetention = { maxAgeDays: 30, maxMegabytes: 16 };
/** Clicks are the sites' accounting: a year and a bit, at most 64 MB. */
const clickRetention = { maxAgeDays: 400, maxMegabytes: 64 };

/**
 * Hotels host (`/api/hotels`): hotel searches streamed as booking sites answer, a hotel with every
 * site's rates, and a rate's price checked again before the visitor leaves for the site.
 */
export const hotelsApi = fp<HotelsApiOptions>(
  async (app, options) => {
    const now = options.now ?? app.now;
    // Built on first use: the places dataset loads lazily and the server must start without it.
    let provider = options.provider;
    const hotels = () => (provider ??= hotelInventory(app.places));
    const context: HotelRoutesContext = {
      now,
      delayScale: options.delayScale ?? 1,
      timers: options.timers ?? systemTimers,
      // About 150 bytes a rate: some 40 MB at most, a few hundred city searches.
      store: new HotelSearchStore(options.cache ?? { maxRates: 250_000, ttlMs: 30 * 60_000 }, now),
      records: new HotelSearchRecords(app.database.db),
      hotels,
    };
    hotelSearchRoutes(app, context);
    hotelRoute(app, context);
    const clicks = new HotelClickRecords(app.database.db);
    recheckRoute(app, { ...context, clicks });
    app.personalData.provide('hotel_clicks', async (userId) =>
      (await clicks.ofUser(userId)).map((click) => ({
        id: click.clickId,
        hotel_id: click.hotelId,
        site: click.site,
        rate_id: click.rateId,
        shown_price: click.shownPrice,
        checked_price: click.checkedPrice,
        marker: click.marker,
        created_at: click.receivedAt.toISOString(),
      })),
    );
    scheduleRetention(app, 'hotel_searches', searchRetention);
    scheduleRetention(app, 'hotel_clicks', clickRetention);
  },
  { name: 'hotels-api', dependencies: ['config', 'clock', 'database', 'places', 'security', 'errors', 'personal-data', 'user-access'], encapsulate: true },
);
