import fp from 'fastify-plugin';
import { OutboxMail, SmtpMail, type MailGateway } from '../../auth/gateways';
import { registerDebugPages } from '../../debug-page';
import { SimulatedFareProvider, searchProblem, type FareProvider } from '../../engines/fares';
import { badRequest } from '../../http-errors';
import { unstorableTextAt } from '../../json-input';
import { pageUrl } from '../../public-links';
import { linkTo } from '../../../platform/router/link-to';
import { favoriteFlightsPath } from '../../../product/favorites/paths';
import { LoginStore } from '../user/login-store';
import { userSessions } from '../user/sessions';
import { UserStore } from '../user/store';
import { PriceDropJob } from './job';
import { priceWatchesOfUser } from './personal-data';
import { cheapestPrice, PriceCache } from './prices';
import { favoritesRoutes } from './routes';
import { runPage } from './run-page';
import { queryKey, SubscriptionStore } from './store';

export interface FavoritesApiOptions {
  now?: () => number;
  /** Where fares come from; the simulated engine over `app.places` by default. */
  provider?: FareProvider;
}

/**
 * Flight favorites (`/api/favorites`): price subscriptions of searches, and the price-drop job
 * that runs every `PRICE_DROP_EVERY_MINUTES` in every server process and writes one digest per
 * user and channel (safe when several processes share the database: `job.ts`).
 */
export const favoritesApi = fp<FavoritesApiOptions>(
  async (app, options) => {
    const now = options.now ?? app.now;
    const store = new SubscriptionStore(app.database.db);
    app.personalData.provide('price_watches', priceWatchesOfUser(store));
    const users = new UserStore(app.database.db);
    // Built on first use: the places dataset loads lazily and the server must start without it.
    let provider = options.provider;
    const prices = new PriceCache((query, at) => cheapestPrice((provider ??= new SimulatedFareProvider(app.places)), app.places, query, at));
    const cheapest = (query: Parameters<typeof cheapestPrice>[2], at: Date) => prices.cheapest(queryKey(query), query, at);

    app.addHook('preHandler', async (request) => {
      const at = unstorableTextAt({ query: request.query, body: request.body });
      if (at) throw badRequest(`${at.replace(/^(query|body)\.?/, '') || at}: text must be well-formed and without NUL`);
    });
    app.addHook('onSend', async (request, reply) => {
      if (request.headers.authorization && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    });

    favoritesRoutes(app, { store, sessions: userSessions(app, now), cheapest, hasEmail: async (userId) => Boolean((await users.find(userId))?.activeEmail), problem: (query, at) => searchProblem(query, app.places, at), now });

    const config = app.config.userAuth;
    // E-mail as the user service sends it (SMTP when configured); push has no provider yet, so it goes to the outbox.
    const smtp: MailGateway | undefined = config.smtpUrl ? new SmtpMail(config.smtpUrl, config.mailFrom) : undefined;
    if (smtp instanceof SmtpMail) app.addHook('onClose', async () => smtp.close());
    const everyMs = app.config.priceDropEveryMinutes * 60_000;
    const job = new PriceDropJob({
      store,
      cheapest,
      recipient: async (userId) => {
        const user = await users.find(userId);
        return user && { email: user.activeEmail, notificationLanguage: (user.settings as { notification_language?: unknown }).notification_language };
      },
      // The outbox row commits with the prices it told of: written on the job's transaction.
      deliver: async (locked, { channel, recipient, subject, body }) => {
        const outbox = new LoginStore(locked.database as never);
        if (channel === 'email') await (smtp ?? new OutboxMail(outbox)).send({ to: recipient, subject, text: body });
        else await outbox.put({ channel, recipient, subject, body });
      },
      // Subscriptions do not keep the brand they were made on yet: the default brand's page.
      favoritesUrl: pageUrl(app.config, app.config.defaultBrand, linkTo({ path: favoriteFlightsPath })),
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
  { name: 'favorites-api', dependencies: ['config', 'clock', 'database', 'places', 'security', 'errors', 'admin-token', 'personal-data'], encapsulate: true },
);
