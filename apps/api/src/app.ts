import cookie from '@fastify/cookie';
import multipart from '@fastify/multipart';
import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Redis } from 'ioredis';
import { AVATAR_MAX_BYTES } from '@bedesten/core/schemas/profile';
import type { Config } from './config.ts';
import type { Database } from './db/client.ts';
import { loggerOptions } from './lib/logger-options.ts';
import { createAdminRepository } from './modules/admin/admin.repository.ts';
import { adminRoutes } from './modules/admin/admin.routes.ts';
import { adminUsersRoutes } from './modules/admin/users.routes.ts';
import { createUsersRepository } from './modules/admin/users.repository.ts';
import { platformListsRoutes } from './modules/admin/platform-lists.routes.ts';
import { createPlatformListsRepository } from './modules/admin/platform-lists.repository.ts';
import { addressesRoutes } from './modules/addresses/addresses.routes.ts';
import { catalogueRoutes } from './modules/catalogue/catalogue.routes.ts';
import { createCatalogueRepository } from './modules/catalogue/catalogue.repository.ts';
import { createFuzzyQueryBuilder } from './modules/listing/fuzzy-query.ts';
import { createSearchTermsRepository } from './modules/listing/search-terms.repository.ts';
import { createSearchRepository } from './modules/search/search.repository.ts';
import { searchRoutes } from './modules/search/search.routes.ts';
import { createSeoRepository } from './modules/seo/seo.repository.ts';
import { seoRoutes } from './modules/seo/seo.routes.ts';
import { createStoresRepository } from './modules/stores/stores.repository.ts';
import { storesRoutes } from './modules/stores/stores.routes.ts';
import { createVisitCounter } from './modules/stores/visit-counter.ts';
import { vendorStoreRoutes } from './modules/stores/vendor-store.routes.ts';
import { createUploadsRepository } from './modules/uploads/uploads.repository.ts';
import { publicFilesRoutes } from './modules/uploads/public-files.routes.ts';
import { uploadsRoutes } from './modules/uploads/uploads.routes.ts';
import { describeProducts } from './modules/vendor-catalogue/describe-products.ts';
import { createVendorCatalogueRepository } from './modules/vendor-catalogue/vendor-catalogue.repository.ts';
import { vendorProductsRoutes } from './modules/vendor-catalogue/vendor-products.routes.ts';
import { vendorSubCategoriesRoutes } from './modules/vendor-catalogue/vendor-sub-categories.routes.ts';
import { createAddressesRepository } from './modules/addresses/addresses.repository.ts';
import { devRoutes } from './modules/dev/dev.routes.ts';
import { createGazetteerGeocoder } from './modules/geo/gazetteer-geocoder.ts';
import { geoRoutes } from './modules/geo/geo.routes.ts';
import { withFallback, type Geocoder } from './modules/geo/geocoder.ts';
import { createNominatimGeocoder } from './modules/geo/nominatim-geocoder.ts';
import { createContentRepository } from './modules/content/content.repository.ts';
import { contentRoutes } from './modules/content/content.routes.ts';
import { createHealthRepository } from './modules/health/health.repository.ts';
import { healthRoutes } from './modules/health/health.routes.ts';
import { createAccountSettingsRepository } from './modules/identity/account-settings.repository.ts';
import { createAccountsRepository } from './modules/identity/accounts.repository.ts';
import type { IdentityDeps } from './modules/identity/identity.deps.ts';
import { createOneTimeCodesRepository } from './modules/identity/one-time-codes.repository.ts';
import { createPasswordResetsRepository } from './modules/identity/password-resets.repository.ts';
import { createSessionsRepository } from './modules/identity/sessions.repository.ts';
import { createSignInFailuresRepository } from './modules/identity/sign-in-failures.repository.ts';
import { identityRoutes } from './modules/identity/identity.routes.ts';
import { passwordRoutes } from './modules/identity/password.routes.ts';
import { profileRoutes } from './modules/identity/profile.routes.ts';
import { createSmtpEmailSender, noEmailSender, type EmailSender } from './modules/messaging/email-sender.ts';
import { listOutbox } from './modules/messaging/list-outbox.ts';
import { createMessagingRepository } from './modules/messaging/messaging.repository.ts';
import { createMessenger } from './modules/messaging/messenger.ts';
import { createHttpSmsSender, noSmsSender, type SmsSender } from './modules/messaging/sms-sender.ts';
import { createCacheFanOut } from './lib/cache-fan-out.ts';
import { createEventBus } from './lib/event-bus.ts';
import { createInProcessJobRunner } from './lib/jobs/in-process-runner.ts';
import type { JobRunner } from './lib/jobs/job-runner.ts';
import { createFailedJobsRepository } from './modules/jobs/failed-jobs.repository.ts';
import { failedJobsRoutes } from './modules/jobs/failed-jobs.routes.ts';
import type { ObjectStorage } from './lib/object-storage/object-storage.ts';
import { objectStorageOf } from './lib/object-storage/object-storage-of.ts';
import { createSettingsCache } from './lib/settings-cache.ts';
import { siteUrlOf } from './lib/site-url.ts';
import { cabsRoutes } from './modules/cabs/cabs.routes.ts';
import { createDriversRepository } from './modules/cabs/drivers.repository.ts';
import { createFaresRepository } from './modules/cabs/fares.repository.ts';
import { createRidesRepository } from './modules/cabs/rides.repository.ts';
import { routingServiceOf } from './modules/cabs/routing-service.ts';
import { createCartRepository } from './modules/cart/cart.repository.ts';
import { cartRoutes } from './modules/cart/cart.routes.ts';
import { restoreOrderedLines } from './modules/cart/restore-ordered-lines.ts';
import { createChatPresence } from './modules/chat/chat-presence.ts';
import { createChatRepository } from './modules/chat/chat.repository.ts';
import { chatRoutes } from './modules/chat/chat.routes.ts';
import { createCheckoutRepository } from './modules/checkout/checkout.repository.ts';
import { checkoutRoutes } from './modules/checkout/checkout.routes.ts';
import { deliveryTermsRoutes } from './modules/checkout/delivery-terms.routes.ts';
import { createContactRepository } from './modules/contact/contact.repository.ts';
import { contactRoutes } from './modules/contact/contact.routes.ts';
import { createNotificationsRepository } from './modules/notifications/notifications.repository.ts';
import { notificationsRoutes } from './modules/notifications/notifications.routes.ts';
import { createNotifier } from './modules/notifications/create-notifier.ts';
import { withBadgeUpdates } from './modules/notifications/badge-updates.ts';
import { createWebPushSender } from './modules/notifications/push-sender.ts';
import { resolveVapidKeys } from './modules/notifications/vapid-keys.ts';
import { createQuestionsRepository } from './modules/questions/questions.repository.ts';
import { questionsRoutes } from './modules/questions/questions.routes.ts';
import { createOffersRepository } from './modules/offers/offers.repository.ts';
import { offersRoutes } from './modules/offers/offers.routes.ts';
import { createOrderLedger } from './modules/orders/order-ledger.ts';
import { createOrderLedgerRepository } from './modules/orders/order-ledger.repository.ts';
import { createOrdersRepository } from './modules/orders/orders.repository.ts';
import { bankTransferCollectorOf } from './modules/orders/bank-transfer-payee.ts';
import { ordersRoutes } from './modules/orders/orders.routes.ts';
import { createJoiningFeeRepository } from './modules/joining-fee/joining-fee.repository.ts';
import { joiningFeeRoutes } from './modules/joining-fee/joining-fee.routes.ts';
import { joiningFeeDue, joiningFeeStates, type JoiningFeeDeps } from './modules/joining-fee/joining-fee.ts';
import { paymentGatewayOf, paymentMethodsOffered } from './modules/payments/payment-gateway-of.ts';
import { createPaymentsRepository } from './modules/payments/payments.repository.ts';
import { paymentsRoutes } from './modules/payments/payments.routes.ts';
import type { SettleDeps } from './modules/payments/settle-payment.ts';
import { startCardPayment } from './modules/payments/start-card-payment.ts';
import { createRequestsRepository } from './modules/requests/requests.repository.ts';
import { requestsRoutes } from './modules/requests/requests.routes.ts';
import { createReviewsRepository } from './modules/reviews/reviews.repository.ts';
import { reviewsRoutes } from './modules/reviews/reviews.routes.ts';
import { createVendorSalesRepository } from './modules/vendor-sales/vendor-sales.repository.ts';
import { vendorSalesRoutes } from './modules/vendor-sales/vendor-sales.routes.ts';
import { createWishlistRepository } from './modules/wishlist/wishlist.repository.ts';
import { wishlistRoutes } from './modules/wishlist/wishlist.routes.ts';
import { authPlugin } from './plugins/auth.ts';
import { clientIpPlugin } from './plugins/client-ip.ts';
import { createDemoTrust, demoTrustRoutes } from './plugins/demo-trust.ts';
import { compressionPlugin } from './plugins/compression.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { languagePlugin } from './plugins/language.ts';
import { loadSheddingPlugin, pressureThresholds } from './plugins/load-shedding.ts';
import { openApiPlugin } from './plugins/openapi.ts';
import { securityPlugin } from './plugins/security.ts';
import { textInputPlugin } from './plugins/text-input.ts';
import { createAuditLogRepository } from './modules/audit/audit-log.repository.ts';
import { auditLogRoutes } from './modules/audit/audit-log.routes.ts';
import { auditPlugin } from './plugins/audit.ts';
import { createPageMicroCache } from './plugins/page-micro-cache.ts';
import { changedPublicData } from './plugins/public-data-writes.ts';
import { createPublicReadCache, publicReadCachePlugin } from './plugins/public-read-cache.ts';
import { webPlugin } from './plugins/web.ts';

export interface AppDeps {
  config: Config;
  database: Database;
  redis?: Redis;
  /** Serve the web build from this process (production and E2E); API tests leave it off. */
  serveWeb?: boolean;
  /** Providers chosen by config unless given (tests pass fakes). */
  email?: EmailSender;
  sms?: SmsSender;
  geocoder?: Geocoder;
  /** Tests only: every web push goes to this address (a local fake push service), path and Host kept. */
  pushDeliverTo?: string;
  /** Where uploaded files are kept; unset: chosen by config (a bucket when `S3_*` is set, else DATA_DIR). */
  storage?: ObjectStorage;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Resolves once the event work started after earlier answers (an order's notifications) has run. */
    eventsSettled(): Promise<void>;
    /** Background jobs (ADR 0058): BullMQ with Redis, in this process without. */
    jobs: JobRunner;
  }
}

/** Builds the whole HTTP application; `server.ts` listens with it, tests inject into it. */

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config } = deps;
  const app = Fastify({
    // Pretty lines in development, JSON in production and tests.
    logger: loggerOptions(config),
    trustProxy: config.TRUST_PROXY,
    bodyLimit: 1024 * 1024,
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(cookie, { secret: config.SESSION_SECRET });
  await app.register(languagePlugin);
  await app.register(errorsPlugin);
  // Before everything that costs memory or time: past a threshold, requests are refused here (ADR 0081).
  if (config.PRESSURE_SHEDDING) {
    const thresholds = pressureThresholds({
      maxHeapFraction: config.PRESSURE_MAX_HEAP_FRACTION,
      maxRssMb: config.PRESSURE_MAX_RSS_MB,
      maxEventLoopDelayMs: config.PRESSURE_MAX_EVENT_LOOP_DELAY_MS,
    });
    await app.register(loadSheddingPlugin, { thresholds });
  }
  await app.register(textInputPlugin);
  // The demo's outbox and accounts answer whoever holds this token, printed at start (ADR 0084).
  const demoTrust = createDemoTrust(config.DEMO_TOKEN);
  await app.register(clientIpPlugin, { trustProxy: config.TRUST_PROXY, demoTrust });
  // Uploaded files: DATA_DIR, or an S3-compatible bucket when S3_* is set (ADR 0057).
  const storage = deps.storage ?? (await objectStorageOf(config));
  const publicFilesBase = storage.kind === 's3' ? storage.settings.publicBaseUrl : undefined;
  await app.register(securityPlugin, {
    ...(deps.redis ? { redis: deps.redis } : {}),
    ...(publicFilesBase ? { publicFilesOrigin: new URL(publicFilesBase).origin } : {}),
    limits: {
      // Reads are never held tighter than writes.
      readsPerMinute: Math.max(config.RATE_LIMIT_READS_PER_MINUTE, config.RATE_LIMIT_PER_MINUTE),
      writesPerMinute: config.RATE_LIMIT_PER_MINUTE,
    },
  });
  // After the limits and security headers (a cached answer is still counted and gets them), before compression.
  const readCache = createPublicReadCache(config.READ_CACHE_SECONDS * 1000);
  await app.register(publicReadCachePlugin, { cache: readCache });
  await app.register(compressionPlugin);
  await app.register(openApiPlugin);
  await app.register(multipart, { limits: { fileSize: AVATAR_MAX_BYTES, files: 1, fields: 10 } });
  // Before every route, so it can take over upgrades (the chat socket); clients only ever send small JSON events.
  await app.register(websocket, { options: { maxPayload: 4096 } });

  const { db } = deps.database;
  // A connection the database dropped while idle is replaced by the pool; say so once per connection.
  const onLostConnection = (error: Error) => app.log.warn({ err: error }, 'database connection lost');
  deps.database.pool.on('error', onLostConnection);
  app.addHook('onClose', async () => {
    deps.database.pool.off('error', onLostConnection);
  });
  const sessions = createSessionsRepository(db);
  // Background jobs (ADR 0058): e-mail, SMS, push and the periodic sweeps. With Redis, BullMQ on connections of
  // its own (retries, a failed list, scheduled work once across instances); without, in this process.
  // BullMQ (~7 MB of heap) loads only with Redis.
  const bullmq = deps.redis ? await import('./lib/jobs/bullmq-runner.ts') : null;
  const jobs: JobRunner =
    deps.redis && bullmq
      ? bullmq.createBullmqJobRunner({ ...bullmq.bullmqConnectionOf(deps.redis), log: app.log })
      : createInProcessJobRunner({ log: app.log, failed: createFailedJobsRepository(db) });
  app.decorate('jobs', jobs);
  app.addHook('onReady', () => jobs.start());
  const messaging = createMessagingRepository(db);
  const messenger = createMessenger({
    repository: messaging,
    email: deps.email ?? (config.SMTP_URL ? createSmtpEmailSender(config.SMTP_URL, config.MAIL_FROM) : noEmailSender),
    sms:
      deps.sms ??
      (config.SMS_PROVIDER_URL
        ? createHttpSmsSender({
            url: config.SMS_PROVIDER_URL,
            token: config.SMS_PROVIDER_TOKEN,
            sender: config.SMS_SENDER,
          })
        : noSmsSender),
    outboxEnabled: config.outboxEnabled,
    jobs,
    log: app.log,
  });
  const notificationsRepository = createNotificationsRepository(db);
  // Whose in-app notifications were just written: their open tabs' badges count again (issue 43; the bus is below).
  let noticesChanged: (userIds: string[]) => void = () => {};
  // How every module tells people something: in-app, and by e-mail, SMS and web push as each person allows.
  const push = createWebPushSender(resolveVapidKeys(config), { deliverTo: deps.pushDeliverTo });
  const notifier = createNotifier({
    repository: withBadgeUpdates(notificationsRepository, (userIds) => noticesChanged(userIds)),
    messenger,
    push,
    siteUrl: siteUrlOf(config, () => app.server.address()),
    jobs,
    log: app.log,
  });
  if (config.isProduction && (!config.SMTP_URL || !config.SMS_PROVIDER_URL)) {
    app.log.warn('SMTP_URL or SMS_PROVIDER_URL is not set: codes by e-mail or SMS will not reach anyone');
  }
  const offline = createGazetteerGeocoder();
  const geocoder =
    deps.geocoder ??
    (config.GEOCODER_URL
      ? withFallback(
          createNominatimGeocoder({
            baseUrl: config.GEOCODER_URL,
            userAgent: `Bedesten/0.1 (${config.PUBLIC_URL ?? 'self-hosted marketplace'})`,
          }),
          offline,
          app.log,
        )
      : offline);

  await app.register(authPlugin, { repository: sessions, config });
  await app.register(auditPlugin, { db });

  // Public files (pictures, voice notes, avatars) at /uploads/… on either store, so the URLs kept in the
  // database never name the store.
  await app.register(publicFilesRoutes, { storage });

  const identityDeps: IdentityDeps = {
    accounts: createAccountsRepository(db),
    sessions,
    codes: createOneTimeCodesRepository(db),
    resets: createPasswordResetsRepository(db),
    signInFailures: createSignInFailuresRepository(db),
    settings: createAccountSettingsRepository(db),
    messenger,
    config,
  };
  await app.register(healthRoutes, {
    repository: createHealthRepository(db),
    ...(deps.redis ? { redis: deps.redis } : {}),
  });
  await app.register(identityRoutes, identityDeps);
  await app.register(passwordRoutes, identityDeps);
  await app.register(profileRoutes, { ...identityDeps, storage });
  await app.register(addressesRoutes, { repository: createAddressesRepository(db) });
  await app.register(geoRoutes, { geocoder });

  // What happened (orders, catalogue changes), for the modules that care; built before the catalogue publishes to it.
  const events = createEventBus({ log: app.log, redis: deps.redis });
  app.addHook('onClose', () => events.close());
  noticesChanged = (userIds) => events.publishInBackground({ type: 'notifications.changed', userIds });
  // Behind a load balancer, a write on one instance empties the others' few seconds of cached answers too.
  const cacheFanOut = createCacheFanOut(events, { acrossInstances: deps.redis !== undefined });
  cacheFanOut.onOtherInstanceWrite(() => readCache.clear());
  // Shops and products: one fuzzy-query builder (and its memory of recent words) for search and the catalogue.
  // A product or store named just now must be found at once: what words became is forgotten on any write.
  const fuzzyQuery = createFuzzyQueryBuilder(createSearchTermsRepository(db));
  cacheFanOut.onOtherInstanceWrite(() => fuzzyQuery.forget());
  app.addHook('onSend', async (request, reply, payload) => {
    if (!changedPublicData(request, reply)) return payload;
    fuzzyQuery.forget();
    await cacheFanOut.written();
    return payload;
  });
  // After the events' own work, which may still queue jobs.
  app.addHook('onClose', () => jobs.close());
  app.decorate('eventsSettled', async () => {
    await events.settled();
    await jobs.settled();
  });

  const storesRepository = createStoresRepository(db);
  // Pictures a form names must be the caller's own uploads (ADR 0088); modules ask the uploads module through this.
  const uploads = createUploadsRepository(db);
  const ownsPictures = (ownerId: string, urls: string[]) => uploads.ownsImages(ownerId, urls);
  const vendorCatalogue = createVendorCatalogueRepository(db);
  await app.register(searchRoutes, { fuzzyQuery, repository: createSearchRepository(db) });
  await app.register(catalogueRoutes, {
    fuzzyQuery,
    repository: createCatalogueRepository(db),
    currency: config.CURRENCY,
  });
  const platformLists = createPlatformListsRepository(db, {
    joining_fees: config.JOINING_FEES,
    joining_mrp_fees: config.JOINING_MRP_FEES,
  });
  // Visits are written once a second, like reads are cached; with the read cache off (tests) at once, so a test
  // reads what it counted.
  const storeVisits = createVisitCounter((idOrSlug, visits) => storesRepository.addVisits(idOrSlug, visits), {
    flushMs: config.READ_CACHE_SECONDS > 0 ? 1_000 : 0,
    onError: (error) => app.log.warn({ err: error }, 'store visits not written'),
  });
  app.addHook('onClose', () => storeVisits.flush());
  await app.register(storesRoutes, {
    repository: storesRepository,
    visits: storeVisits,
    joiningFees: async () => ({ ...(await platformLists.joiningFees()), currency: config.CURRENCY }),
  });
  await app.register(vendorStoreRoutes, { repository: storesRepository, ownsPictures });
  await app.register(vendorSubCategoriesRoutes, { repository: vendorCatalogue, ownsPictures });
  await app.register(vendorProductsRoutes, { repository: vendorCatalogue, events, ownsPictures });
  // The joining fee (ADR 0043): paid through the card gateway; staff approve a store once it is paid.
  const gateway = await paymentGatewayOf(config);
  const joiningFee: JoiningFeeDeps = {
    repository: createJoiningFeeRepository(db),
    gateway,
    currentFee: async () => ({ amount: (await platformLists.joiningFees()).joining_fees, currency: config.CURRENCY }),
    log: app.log,
  };
  await app.register(joiningFeeRoutes, { deps: joiningFee, config });
  await app.register(adminRoutes, {
    repository: createAdminRepository(db),
    describeProducts: (products, lang) => describeProducts(vendorCatalogue, products, lang),
    notifier,
    joiningFee: {
      states: (storeIds) => joiningFeeStates(joiningFee, storeIds),
      due: (storeId) => joiningFeeDue(joiningFee, storeId),
    },
  });
  await app.register(adminUsersRoutes, { users: createUsersRepository(db) });
  await app.register(failedJobsRoutes, { jobs });
  await app.register(platformListsRoutes, { lists: platformLists, currency: config.CURRENCY });
  await app.register(uploadsRoutes, { repository: uploads, config, storage, jobs });

  // Commerce: every repository and collaborator built here and handed in; modules meet only through
  // what they export for it (the order ledger, the card-payment use cases) and the event bus.
  const cart = createCartRepository(db);
  const bankTransfer = bankTransferCollectorOf(config);
  const orders = createOrdersRepository(db, bankTransfer);
  const ledger = createOrderLedger({ repository: createOrderLedgerRepository(db), reads: orders, events });
  const settle: SettleDeps = {
    repository: createPaymentsRepository(db),
    ledger,
    gateway,
    log: app.log,
    onSystemCancel: (tx, order, items) => restoreOrderedLines(cart, tx, order, items),
    notifier,
  };
  await app.register(notificationsRoutes, {
    repository: notificationsRepository,
    notifier,
    events,
    push,
  });
  await app.register(cartRoutes, { repository: cart, currency: config.CURRENCY });
  // Settings read on every order (the platform fee) are kept a few seconds; a write here forgets them (ADR 0053).
  const settingsCache = cacheFanOut.shared(createSettingsCache(5_000));
  await app.register(offersRoutes, { repository: createOffersRepository(db, settingsCache) });
  const checkoutRepository = createCheckoutRepository(db, settingsCache);
  await app.register(deliveryTermsRoutes, { repository: checkoutRepository });
  await app.register(checkoutRoutes, {
    repository: checkoutRepository,
    ledger,
    currency: config.CURRENCY,
    methods: paymentMethodsOffered(config, gateway),
    bankTransfer,
    cardProvider: gateway?.name ?? null,
    startCardPayment: (paymentId, urls) => startCardPayment(settle, paymentId, urls),
    publicUrl: config.PUBLIC_URL,
  });
  await app.register(paymentsRoutes, { settle, config, jobs });
  await app.register(ordersRoutes, { reads: orders, ledger });
  await app.register(questionsRoutes, { repository: createQuestionsRepository(db), notifier });
  await app.register(vendorSalesRoutes, { repository: createVendorSalesRepository(db), currency: config.CURRENCY });
  // Reviews: earned by delivered orders; their averages are kept on stores and products.
  await app.register(reviewsRoutes, { repository: createReviewsRepository(db), notifier });
  // Broadcast requests: voice notes come checked from the uploads module; staff approve; vendors reply in chat.
  const requestsRepository = createRequestsRepository(db);
  const chatRepository = createChatRepository(db);
  await app.register(requestsRoutes, {
    repository: requestsRepository,
    notifier,
    findVoiceNote: (ownerId, url) => uploads.findOwnedAudio(ownerId, url),
    ownsPictures,
    openChat: async (customerUserId, storeId) =>
      (await chatRepository.openConversation(customerUserId, storeId)).row.id,
    claimChatNotice: (conversationId) => chatRepository.claimNotice(conversationId, 'customer'),
    currency: config.CURRENCY,
    sweepSeconds: config.REQUEST_SWEEP_SECONDS,
    jobs,
  });
  // Staff-edited content: pages, FAQ, home banners, blog and support details; Markdown rendered and sanitised here.
  await app.register(contentRoutes, { repository: createContentRepository(db) });
  await app.register(wishlistRoutes, { repository: createWishlistRepository(db), notifier, events });
  // Chat: messages over HTTP and a WebSocket; the event bus carries them to sockets on every instance.
  await app.register(chatRoutes, {
    repository: chatRepository,
    repliedRequestTitle: (storeId, requestId) => requestsRepository.repliedRequestTitle(requestId, storeId),
    notifier,
    events,
    presence: createChatPresence(deps.redis, app.log),
    findSession: (id) => sessions.findSession(id),
    publicUrl: config.PUBLIC_URL,
  });
  // The audit log of staff actions, for managers (ADR 0037).
  await app.register(auditLogRoutes, { repository: createAuditLogRepository(db) });
  // Cabs: drivers, tariffs and rides; road distances from ROUTING_URL when set, else estimated (ADR 0036).
  await app.register(cabsRoutes, {
    drivers: createDriversRepository(db),
    fares: createFaresRepository(db),
    rides: createRidesRepository(db),
    notifier,
    events,
    routing: routingServiceOf(config.ROUTING_URL, app.log),
    currency: config.CURRENCY,
    ownsPictures,
  });
  // The contact form and the staff inbox of its messages (answers go out by e-mail).
  await app.register(contactRoutes, {
    repository: createContactRepository(db),
    messenger,
    supportEmail: config.SUPPORT_EMAIL,
    siteUrl: siteUrlOf(config, () => app.server.address()),
  });
  if (!config.isProduction) {
    await app.register(devRoutes, {
      listOutbox: (query) => listOutbox(messaging, query),
      demoPublic: config.DEMO_PUBLIC,
    });
  }
  // Production has no outbox, but a seeded demo's accounts still need the token (or DEMO_PUBLIC).
  await app.register(demoTrustRoutes, {
    trust: demoTrust,
    secureCookies: config.secureCookies,
    landing: config.outboxEnabled ? '/dev/outbox' : '/auth/sign-in',
  });

  // Search engines: /sitemap.xml (approved, active things only) and /robots.txt, on the site's root.
  await app.register(seoRoutes, { repository: createSeoRepository(db), publicUrl: config.PUBLIC_URL });

  if (deps.serveWeb ?? config.SERVE_WEB) {
    const pageCache = createPageMicroCache();
    cacheFanOut.onOtherInstanceWrite(() => pageCache.clear());
    // A successful write that may change what a shared page shows: forget them all before its answer leaves, so
    // the writer's next page (a revalidation fired on that answer) cannot be an old one.
    app.addHook('onSend', async (request, reply, payload) => {
      if (changedPublicData(request, reply)) pageCache.clear();
      return payload;
    });
    await app.register(webPlugin, {
      buildDir: config.WEB_BUILD_DIR,
      findSession: (id) => sessions.findSession(id),
      pageCache,
    });
  }
  return app;
}
