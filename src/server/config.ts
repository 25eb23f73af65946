import { existsSync, mkdirSync, readFileSync, writeFileSync, chmodSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { z } from 'zod';

/** Everything the server reads from the environment, validated once at start (loadConfig). */
export type Config = ReturnType<typeof loadConfig>;

/**
 * How a member becomes a paying one, shown on /membership: an email address (a mailto link), an http(s) address
 * (a link) or a line of text (a name, a phone number, a desk).
 */
export type MembershipContact = { kind: 'email' | 'url' | 'text'; value: string };

/** A bad variable: the message names it, on one line. */
export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

/** A variable set to blanks reads as unset; a set one is trimmed. */
const variable = <T extends z.ZodType>(schema: T) =>
  z.preprocess((raw) => (typeof raw === 'string' ? raw.trim() || undefined : raw), schema);

const whole = (min: number, max: number) => {
  const between = { error: (issue: { input?: unknown }) => `must be between ${min} and ${max}, got ${issue.input}` };
  return z
    .string()
    .regex(/^\d+$/, { error: (issue) => `must be a whole number, got "${issue.input}"` })
    .transform(Number)
    .pipe(z.int().min(min, between).max(max, between));
};

const wholeOr = (fallback: number, min: number, max: number) =>
  variable(whole(min, max).optional()).transform((v) => v ?? fallback);

/** An absolute URL of one of `schemes`. */
const url = (...schemes: string[]) =>
  z.url({
    protocol: new RegExp(`^(${schemes.join('|')})$`),
    error: `must be a URL starting with ${schemes.map((s) => `${s}://`).join(' or ')}`,
  });

const EMAIL = /^[^\s@<>]+@[^\s@<>]+$/;
const email = (fallback: string) =>
  variable(
    z
      .string()
      .regex(EMAIL, { error: (issue) => `is not an email address: "${issue.input}"` })
      .default(fallback),
  );

const MEMBERSHIP_CONTACT_MAX = 200;

/** MEMBERSHIP_CONTACT: only http(s) addresses become links, never other schemes. */
const membershipContact = z
  .string()
  .max(MEMBERSHIP_CONTACT_MAX, { error: `must be at most ${MEMBERSHIP_CONTACT_MAX} characters` })
  // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what this refuses
  .regex(/^[^\u0000-\u001f\u007f]*$/, { error: 'must be one line of text' })
  .transform((value, ctx): MembershipContact => {
    if (/^https?:\/\//i.test(value)) {
      if (URL.canParse(value)) return { kind: 'url', value };
      ctx.addIssue({ code: 'custom', message: 'is not a valid URL' });
      return z.NEVER;
    }
    return { kind: EMAIL.test(value) ? 'email' : 'text', value };
  });

/** The wrapper's own origins: iOS (capacitor://localhost) and Android (https://localhost). */
export const DEFAULT_CORS_ORIGINS = ['capacitor://localhost', 'https://localhost'];

/**
 * An exact origin of CORS_ORIGINS, bare (no path, no wildcard, no credentials): anything looser would let more pages
 * in than named. URL() gives non-special schemes (capacitor:) the origin "null": it is rebuilt from scheme and
 * host, in lower case as browsers send it.
 */
const origin = z.string().transform((entry, ctx) => {
  const parsed = URL.canParse(entry) ? new URL(entry) : null;
  const rebuilt = parsed?.host ? `${parsed.protocol}//${parsed.host}`.toLowerCase() : null;
  const bare =
    rebuilt !== null && entry.replace(/\/$/, '').toLowerCase() === rebuilt && !parsed!.username && !parsed!.password;
  if (bare && !entry.includes('*')) return rebuilt!;
  ctx.addIssue({ code: 'custom', message: `entries must be origins like https://app.example.com, got "${entry}"` });
  return z.NEVER;
});

/** A comma list of origins; empty (`CORS_ORIGINS=`) allows none, unset allows the wrapper's. */
const corsOriginList = z
  .string()
  .optional()
  .transform((raw) =>
    raw === undefined
      ? DEFAULT_CORS_ORIGINS
      : raw
          .split(',')
          .map((e) => e.trim())
          .filter(Boolean),
  )
  .pipe(z.array(origin))
  .transform((origins) => [...new Set(origins)]);

/** Every variable the server and the mobile wrapper read, in the order a bad one is named. */
const ENV = z.object({
  PORT: wholeOr(4321, 1, 65535),
  HOST: variable(z.string().default('127.0.0.1')),
  DATA_DIR: variable(z.string().default('./data')),
  DATABASE_URL: variable(url('postgres', 'postgresql').optional()),
  PUBLIC_URL: variable(url('http', 'https').optional()),
  SMTP_URL: variable(url('smtp', 'smtps').optional()),
  MAIL_FROM: email('no-reply@fitgroup.local'),
  SUPPORT_EMAIL: email('support@fitgroup.local'),
  MEMBERSHIP_CONTACT: variable(membershipContact.optional()),
  SECRET_KEY: variable(z.string().min(32, { error: 'must be at least 32 characters long' }).optional()),
  S3_ENDPOINT: variable(url('http', 'https').optional()),
  S3_BUCKET: variable(z.string().optional()),
  S3_ACCESS_KEY_ID: variable(z.string().optional()),
  S3_SECRET_ACCESS_KEY: variable(z.string().optional()),
  S3_REGION: variable(z.string().default('us-east-1')),
  ACCESS_TOKEN_MINUTES: wholeOr(15, 1, 24 * 60),
  REFRESH_TOKEN_DAYS: wholeOr(7, 1, 365),
  RESET_TOKEN_MINUTES: wholeOr(60, 1, 24 * 60),
  SITE_NAME: variable(z.string().default('FitGroup')),
  // A count of proxy hops; `true`/`yes` mean one and `false`/`no` none, as the variable once was a flag.
  TRUST_PROXY: variable(
    z
      .string()
      .transform((raw) => ({ true: '1', yes: '1', false: '0', no: '0' })[raw.toLowerCase()] ?? raw)
      .pipe(whole(0, 10))
      .optional(),
  ).transform((v) => v ?? 0),
  HEADERS_TIMEOUT_SECONDS: wholeOr(15, 1, 600),
  // Long enough for a 50 MB picture at about 1 MB/s; a body trickled in slower loses its socket.
  REQUEST_TIMEOUT_SECONDS: wholeOr(60, 1, 3600),
  WORKERS: wholeOr(1, 1, 64),
  // Prometheus sends it as `Authorization: Bearer …`: a bearer token's characters (RFC 6750), too long to guess.
  METRICS_TOKEN: variable(
    z
      .string()
      .min(32, { error: 'must be at least 32 characters long' })
      .regex(/^[A-Za-z0-9._~+/=-]+$/, { error: 'must be letters, digits and . _ ~ + / = - only' })
      .optional(),
  ),
  CORS_ORIGINS: corsOriginList,
  // Staff reach members' health data: a password alone must not be enough. `false` is for development only.
  REQUIRE_STAFF_2FA: variable(z.enum(['true', 'false'], { error: 'must be true or false' }).default('true')).transform(
    (v) => v === 'true',
  ),
  // The server's nightly backups (src/server/backup/nightly.ts): a folder, and how many archives it keeps there.
  BACKUP_DIR: variable(z.string().optional()),
  BACKUP_KEEP: wholeOr(7, 1, 1000),
  // Android and iOS both take this shape: two or more dot-separated segments, each starting with a letter.
  MOBILE_APP_ID: variable(
    z
      .string()
      .regex(/^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/, {
        error: (issue) => `must look like com.example.app, got "${issue.input}"`,
      })
      .default('com.fitgroup.app'),
  ),
  MOBILE_APP_NAME: variable(z.string().optional()),
  MOBILE_SERVER_URL: variable(url('https', 'http').optional()),
});

const S3_VARIABLES = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/** What the server reads, with the rules between variables. */
const SERVER_ENV = ENV.omit({ MOBILE_APP_ID: true, MOBILE_APP_NAME: true, MOBILE_SERVER_URL: true }).superRefine(
  (env, ctx) => {
    if (S3_VARIABLES.some((name) => env[name])) {
      const missing = S3_VARIABLES.find((name) => !env[name]);
      if (missing)
        ctx.addIssue({ code: 'custom', path: [missing], message: 'is required when any S3_ variable is set' });
    }
    if (env.REQUEST_TIMEOUT_SECONDS < env.HEADERS_TIMEOUT_SECONDS) {
      const message = `must be at least HEADERS_TIMEOUT_SECONDS (${env.HEADERS_TIMEOUT_SECONDS})`;
      ctx.addIssue({ code: 'custom', path: ['REQUEST_TIMEOUT_SECONDS'], message });
    }
    if (env.WORKERS > 1 && !env.DATABASE_URL) {
      const message = `must be 1 with the embedded database (PGlite is one process per data folder): set DATABASE_URL to a PostgreSQL database to run ${env.WORKERS} workers`;
      ctx.addIssue({ code: 'custom', path: ['WORKERS'], message });
    }
  },
);

/** Parses with `schema`, or throws the ConfigError of the first bad variable. */
function parse<T>(schema: z.ZodType<T>, env: Env): T {
  const parsed = schema.safeParse(env);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0]!;
  throw new ConfigError(String(issue.path[0]), issue.message);
}

/** CORS_ORIGINS as the server reads it (tests try entries one by one). */
export function corsOrigins(env: Env): string[] {
  return parse(ENV.pick({ CORS_ORIGINS: true }), env).CORS_ORIGINS;
}

/** The Capacitor wrapper's settings (capacitor.config.ts and scripts/mobile-sync.mjs read them; the server does not). */
export interface MobileConfig {
  /** MOBILE_APP_ID: the reverse-domain application id of the APK/IPA. */
  appId: string;
  /** MOBILE_APP_NAME: the name under the icon (SITE_NAME, else FitGroup). */
  appName: string;
  /** MOBILE_SERVER_URL: the deployed site the wrapper shows (https; http only for a local test build). Null: unset. */
  serverUrl: string | null;
}

/** Validates the MOBILE_* variables, with the ConfigError of the first bad one. No side effects. */
export function mobileConfig(env: Env = process.env): MobileConfig {
  const mobile = parse(
    ENV.pick({ MOBILE_APP_ID: true, MOBILE_APP_NAME: true, MOBILE_SERVER_URL: true, SITE_NAME: true }),
    env,
  );
  return {
    appId: mobile.MOBILE_APP_ID,
    appName: mobile.MOBILE_APP_NAME ?? mobile.SITE_NAME,
    serverUrl: mobile.MOBILE_SERVER_URL?.replace(/\/+$/, '') ?? null,
  };
}

/** Reads the secret from SECRET_KEY, else from DATA_DIR/secret.key, generating it (mode 0600) the first time. */
function secretKey(given: string | undefined, dataDir: string): string {
  if (given !== undefined) return given;
  const file = path.join(dataDir, 'secret.key');
  if (existsSync(file)) {
    const stored = readFileSync(file, 'utf8').trim();
    if (stored.length >= 32) return stored;
  }
  const generated = randomBytes(48).toString('base64url');
  writeFileSync(file, generated + '\n', { mode: 0o600 });
  chmodSync(file, 0o600);
  return generated;
}

/** Validates the environment; throws ConfigError naming the first bad variable. Creates DATA_DIR. */
export function loadConfig(env: Env = process.env) {
  const vars = parse(SERVER_ENV, env);
  const dataDir = path.resolve(vars.DATA_DIR);
  try {
    // The database, pictures and mail inside are health data: the operator's user only.
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    chmodSync(dataDir, 0o700);
  } catch {
    throw new ConfigError('DATA_DIR', `cannot be created at ${dataDir}`);
  }
  return {
    port: vars.PORT,
    host: vars.HOST,
    dataDir,
    databaseUrl: vars.DATABASE_URL ?? null,
    secretKey: secretKey(vars.SECRET_KEY, dataDir),
    publicUrl: (vars.PUBLIC_URL ?? `http://localhost:${vars.PORT}`).replace(/\/+$/, ''),
    siteName: vars.SITE_NAME,
    smtpUrl: vars.SMTP_URL ?? null,
    mailFrom: vars.MAIL_FROM,
    supportEmail: vars.SUPPORT_EMAIL,
    membershipContact: vars.MEMBERSHIP_CONTACT ?? { kind: 'email', value: vars.SUPPORT_EMAIL },
    s3: vars.S3_ENDPOINT
      ? {
          endpoint: vars.S3_ENDPOINT,
          bucket: vars.S3_BUCKET!,
          accessKeyId: vars.S3_ACCESS_KEY_ID!,
          secretAccessKey: vars.S3_SECRET_ACCESS_KEY!,
          region: vars.S3_REGION,
        }
      : null,
    accessTokenMinutes: vars.ACCESS_TOKEN_MINUTES,
    refreshTokenDays: vars.REFRESH_TOKEN_DAYS,
    resetTokenMinutes: vars.RESET_TOKEN_MINUTES,
    /**
     * How many reverse proxies stand in front of the app (0: none). The client's address is the Nth entry from the
     * right of X-Forwarded-For: each proxy of ours appends the address it was reached from, and everything left of
     * our proxies' entries was written by the client.
     */
    trustProxy: vars.TRUST_PROXY,
    headersTimeoutSeconds: vars.HEADERS_TIMEOUT_SECONDS,
    requestTimeoutSeconds: vars.REQUEST_TIMEOUT_SECONDS,
    /** Server processes on the port (node:cluster; src/server.ts); more than one needs PostgreSQL. */
    workers: vars.WORKERS,
    /** The exact origins whose pages may call the API from another origin; a request's Origin is never echoed. */
    corsOrigins: vars.CORS_ORIGINS,
    /** Whether staff need a second factor (TOTP or a passkey) before any admin route answers them. */
    requireStaff2fa: vars.REQUIRE_STAFF_2FA,
    /** The bearer token GET /metrics asks for; null: nothing is measured and the endpoint answers 404. */
    metricsToken: vars.METRICS_TOKEN ?? null,
    /** Nightly backups into `dir`, the newest `keep` kept; null: none (BACKUP_DIR unset). */
    backup: vars.BACKUP_DIR ? { dir: path.resolve(vars.BACKUP_DIR), keep: vars.BACKUP_KEEP } : null,
  };
}
