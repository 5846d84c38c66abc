import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';
import { ibanSchema, optionalBicSchema } from '@bedesten/core/stores/bank-account';

/** Repository root: two levels above apps/api. */
export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const DEV_SESSION_SECRET = 'dev-only-session-secret-change-me-0000000000';

/** An empty variable (`S3_ENDPOINT=` in an env file) counts as unset. */
const emptyAsUnset = (value: unknown) => (value === '' ? undefined : value);

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((v) => v === 'true' || v === '1' || v === 'yes');

/**
 * Every environment variable the API reads, parsed and validated here and
 * nowhere else. The README's configuration table mirrors this schema.
 */
const envSchema = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    /** Unset: loopback only in development (the outbox and demo accounts stay on this computer), all interfaces in production. */
    HOST: z.string().min(1).optional(),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    DATA_DIR: z.string().default(path.join(REPO_ROOT, 'data')),
    DATABASE_URL: z.string().optional(),
    EMBEDDED_PG_PORT: z.coerce.number().int().min(1024).max(65535).optional(),
    REDIS_URL: z.string().optional(),
    SESSION_SECRET: z.string().min(32).default(DEV_SESSION_SECRET),
    SEED_DEMO: booleanFlag.optional(),
    CURRENCY: z.string().length(3).default('EUR'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    WEB_BUILD_DIR: z.string().default(path.join(REPO_ROOT, 'apps/web/build')),
    SERVE_WEB: booleanFlag.default(true),
    TRUST_PROXY: booleanFlag.default(false),
    /** Serve the demo outbox and sign-in to the seeded demo accounts to other computers too (a public demo). */
    DEMO_PUBLIC: booleanFlag.default(false),
    /** The demo token (ADR 0084) instead of a random one each start: journeys and clusters share one. Refused in production. */
    DEMO_TOKEN: z
      .string()
      .regex(/^[A-Za-z0-9_-]{16,128}$/, '16 to 128 letters, digits, "-" or "_"')
      .optional(),
    // API writes per minute per account (anonymous: per address); sign-in and codes have stricter limits.
    RATE_LIMIT_PER_MINUTE: z.coerce.number().int().min(1).default(300),
    // Page views and API reads per minute per account (anonymous: per address).
    RATE_LIMIT_READS_PER_MINUTE: z.coerce.number().int().min(1).default(1200),
    SESSION_TTL_DAYS: z.coerce.number().int().min(1).max(365).default(30),
    SMTP_URL: z.string().optional(),
    MAIL_FROM: z.string().default('Bedesten <no-reply@bedesten.cy>'),
    /** Where contact-form messages are e-mailed when staff have not set the need-help details' address. */
    SUPPORT_EMAIL: z.email().default('support@bedesten.cy'),
    SMS_PROVIDER_URL: z.url().optional(),
    SMS_PROVIDER_TOKEN: z.string().optional(),
    SMS_SENDER: z.string().max(11).default('Bedesten'),
    GEOCODER_URL: z.url().optional(),
    /** OSRM-compatible routing service for cab fares' road distance; unset (or failing): the estimate (ADR 0036). */
    ROUTING_URL: z.url().optional(),
    /** Web push (VAPID) keys, URL-safe base64; unset: generated once into DATA_DIR/vapid.json. Set both or neither. */
    VAPID_PUBLIC_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{80,100}$/)
      .optional(),
    VAPID_PRIVATE_KEY: z
      .string()
      .regex(/^[A-Za-z0-9_-]{40,50}$/)
      .optional(),
    /** Who push services may contact about our pushes: a mailto: or https: address. */
    VAPID_SUBJECT: z
      .string()
      .regex(/^(mailto:|https:\/\/)\S+$/)
      .optional(),
    /** Map tiles for the store-location map (read by the web renderer); empty turns tiles off. */
    MAP_TILE_URL: z.union([z.literal(''), z.string().regex(/^https:\/\/.*\{z\}.*\{x\}.*\{y\}/)]).optional(),
    /** What joining costs a business, and the list price shown struck through (minor units). */
    JOINING_FEES: z.coerce.number().int().min(0).default(0),
    JOINING_MRP_FEES: z.coerce.number().int().min(0).default(9900),
    /** Largest image and document a tus upload may be, in MB. */
    UPLOAD_IMAGE_MAX_MB: z.coerce.number().int().min(1).max(100).default(10),
    UPLOAD_DOCUMENT_MAX_MB: z.coerce.number().int().min(1).max(100).default(10),
    /** Largest voice note a tus upload may be, in MB (a minute of WAV is about 5 MB; browsers' Opus far less). */
    UPLOAD_AUDIO_MAX_MB: z.coerce.number().int().min(1).max(100).default(8),
    /** What one account may hold in unfinished tus uploads at once: declared bytes (MB) and uploads. */
    UPLOAD_UNFINISHED_MAX_MB: z.coerce.number().int().min(1).max(1000).default(50),
    UPLOAD_UNFINISHED_MAX_COUNT: z.coerce.number().int().min(1).max(100).default(10),
    /** An unfinished tus upload older than this is refused and swept, in minutes. */
    UPLOAD_UNFINISHED_EXPIRY_MINUTES: z.coerce.number().int().min(1).max(1440).default(60),
    /** How often expired unfinished uploads are swept, in seconds; 0 turns the sweep off. */
    UPLOAD_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86400).default(600),
    /** An S3-compatible bucket for uploads instead of DATA_DIR (ADR 0057): set the four together; empty means unset. */
    S3_ENDPOINT: z.preprocess(emptyAsUnset, z.url().optional()),
    S3_BUCKET: z.preprocess(emptyAsUnset, z.string().min(3).max(63).optional()),
    S3_ACCESS_KEY_ID: z.preprocess(emptyAsUnset, z.string().optional()),
    S3_SECRET_ACCESS_KEY: z.preprocess(emptyAsUnset, z.string().optional()),
    S3_REGION: z.preprocess(emptyAsUnset, z.string().default('us-east-1')),
    /** Where anyone can read the bucket's `uploads/` objects (a CDN or the bucket itself); unset: the API streams them. */
    S3_PUBLIC_BASE_URL: z.preprocess(emptyAsUnset, z.url().optional()),
    /** Payment methods this deployment offers, comma-separated; card also needs a gateway (Stripe, or the test one outside production). */
    PAYMENT_METHODS: z
      .string()
      .default('cod,bank_transfer,card')
      .transform((value) => [
        ...new Set(
          value
            .split(',')
            .map((method) => method.trim())
            .filter(Boolean),
        ),
      ])
      .pipe(z.array(z.enum(['cod', 'bank_transfer', 'card']))),
    /** Who collects bank transfers (ADR 0089): each store into its own IBAN, or the platform into PLATFORM_IBAN. */
    BANK_TRANSFER_PAYEE: z.enum(['store', 'platform']).default('store'),
    /** The platform's account for BANK_TRANSFER_PAYEE=platform: IBAN (checksum-checked), optional BIC, holder name. */
    PLATFORM_IBAN: z.preprocess(emptyAsUnset, ibanSchema.optional()),
    PLATFORM_BIC: z.preprocess(emptyAsUnset, optionalBicSchema),
    PLATFORM_ACCOUNT_HOLDER: z.preprocess(emptyAsUnset, z.string().trim().min(1).max(140).optional()),
    /** Card payments through Stripe Checkout when set; the webhook secret checks `POST /api/stripe/webhook`. */
    STRIPE_SECRET_KEY: z.string().min(1).optional(),
    STRIPE_WEBHOOK_SECRET: z.string().min(1).optional(),
    /** Another Stripe API address (tests point it at a local fake), e.g. http://127.0.0.1:12111. */
    STRIPE_API_BASE: z.url().optional(),
    /** PayPal Checkout (Orders v2) when both are set and Stripe is not (ADR 0043). */
    PAYPAL_CLIENT_ID: z.string().min(1).optional(),
    PAYPAL_CLIENT_SECRET: z.string().min(1).optional(),
    PAYPAL_ENVIRONMENT: z.enum(['sandbox', 'production']).default('sandbox'),
    /** Another PayPal API address (tests point it at a local fake), e.g. http://127.0.0.1:12112. */
    PAYPAL_API_BASE: z.url().optional(),
    /**
     * A card payment still pending after this many minutes is abandoned and failed. Its order is cancelled (stock
     * and coupon returned) unless a card was declined for it: an order kept after a decline waits until its own
     * 30 minutes from that decline are up, and then the release job cancels it (ADR 0095).
     */
    PAYMENT_ABANDON_MINUTES: z.coerce.number().int().min(1).max(1440).default(30),
    /** How often the API looks for abandoned card payments, in seconds; 0 turns the sweep off. */
    PAYMENT_SWEEP_SECONDS: z.coerce.number().int().min(0).max(3600).default(60),
    /** How often the API marks broadcast requests past their close date closed, in seconds; 0 turns it off (off in tests unless set). */
    REQUEST_SWEEP_SECONDS: z.coerce.number().int().min(0).max(86400).optional(),
    /** How long anonymous public catalogue reads are answered from memory (ADR 0055); 0 turns it off (tests). */
    READ_CACHE_SECONDS: z.coerce.number().min(0).max(60).optional(),
    /** Load shedding (ADR 0081): 503 + Retry-After past any threshold below; on unless set (off in tests unless set). */
    PRESSURE_SHEDDING: booleanFlag.optional(),
    /** Heap used as a share of the process's heap limit (v8 heap_size_limit); 0: not checked. */
    PRESSURE_MAX_HEAP_FRACTION: z.coerce.number().min(0).max(1).default(0.8),
    /** Resident set in MB; unset: 90% of a container's memory limit, else half the machine's; 0: not checked. */
    PRESSURE_MAX_RSS_MB: z.coerce.number().int().min(0).optional(),
    /** Mean event-loop delay over a half-second sample, in ms; 0: not checked. */
    PRESSURE_MAX_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).default(1000),
  })
  .refine((env) => !env.VAPID_PUBLIC_KEY === !env.VAPID_PRIVATE_KEY, {
    path: ['VAPID_PRIVATE_KEY'],
    message: 'set VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together',
  })
  .refine(
    (env) => {
      const set = [env.S3_ENDPOINT, env.S3_BUCKET, env.S3_ACCESS_KEY_ID, env.S3_SECRET_ACCESS_KEY].filter(Boolean);
      return set.length === 0 || set.length === 4;
    },
    {
      path: ['S3_ENDPOINT'],
      message: 'set S3_ENDPOINT, S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together',
    },
  )
  .refine((env) => env.BANK_TRANSFER_PAYEE !== 'platform' || (env.PLATFORM_IBAN && env.PLATFORM_ACCOUNT_HOLDER), {
    path: ['PLATFORM_IBAN'],
    message: 'BANK_TRANSFER_PAYEE=platform needs PLATFORM_IBAN and PLATFORM_ACCOUNT_HOLDER',
  })
  .refine((env) => !env.S3_PUBLIC_BASE_URL || env.S3_ENDPOINT, {
    path: ['S3_PUBLIC_BASE_URL'],
    message: 'S3_PUBLIC_BASE_URL needs the S3_* bucket settings',
  })
  .transform((env) => ({
    ...env,
    // A plain `npm start` must not publish the outbox and the demo accounts to the network.
    HOST: env.HOST ?? (env.NODE_ENV === 'production' ? '0.0.0.0' : '127.0.0.1'),
    isProduction: env.NODE_ENV === 'production',
    // Browsers drop Secure cookies on plain http, which is how the demo runs locally.
    secureCookies: env.PUBLIC_URL?.startsWith('https:') ?? false,
    // Outside production every message is kept where the demo's person can read it.
    outboxEnabled: env.NODE_ENV !== 'production',
    // Demo data is for trying the product; production never gets it unless asked.
    seedDemo: env.SEED_DEMO ?? env.NODE_ENV !== 'production',
    // Closed requests read closed at query time anyway; the sweep only tidies the column.
    REQUEST_SWEEP_SECONDS: env.REQUEST_SWEEP_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 300),
    // Tests read what they wrote straight into the database a moment ago: no read cache unless asked.
    READ_CACHE_SECONDS: env.READ_CACHE_SECONDS ?? (env.NODE_ENV === 'test' ? 0 : 5),
    // Test workers share two cores: a slow moment there is not a reason to refuse the next request.
    PRESSURE_SHEDDING: env.PRESSURE_SHEDDING ?? env.NODE_ENV !== 'test',
  }));

export type Config = z.infer<typeof envSchema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid configuration: ${problems}`);
  }
  const config = parsed.data;
  if (config.isProduction && config.SESSION_SECRET === DEV_SESSION_SECRET) {
    throw new Error('Invalid configuration: SESSION_SECRET must be set in production');
  }
  if (config.isProduction && config.DEMO_TOKEN) {
    // A token fixed in the environment would outlive every start: production makes a fresh one each time.
    throw new Error('Invalid configuration: DEMO_TOKEN must not be set in production');
  }
  return config;
}
