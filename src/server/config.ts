import { existsSync, mkdirSync, readFileSync, writeFileSync, chmodSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import path from 'node:path';

/** Everything the server reads from the environment, validated once at start. */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  secretKey: string;
  publicUrl: string;
  siteName: string;
  smtpUrl: string | null;
  mailFrom: string;
  supportEmail: string;
  /**
   * How a member becomes a paying one, shown on /membership: an email address (a mailto link), an http(s) address
   * (a link) or a line of text (a name, a phone number, a desk).
   */
  membershipContact: MembershipContact;
  s3: null | {
    endpoint: string;
    bucket: string;
    accessKeyId: string;
    secretAccessKey: string;
    region: string;
  };
  accessTokenMinutes: number;
  refreshTokenDays: number;
  resetTokenMinutes: number;
  /**
   * How many reverse proxies stand in front of the app (0: none). The client's address is the Nth entry from the
   * right of X-Forwarded-For: each proxy of ours appends the address it was reached from, and everything left of
   * our proxies' entries was written by the client.
   */
  trustProxy: number;
  /** A client must send its request headers within this many seconds, and its whole request within the next. */
  headersTimeoutSeconds: number;
  requestTimeoutSeconds: number;
  /**
   * How many server processes share the port (node:cluster; src/server.ts). More than one needs PostgreSQL: the
   * embedded database is one process per data folder.
   */
  workers: number;
  /**
   * The exact origins (scheme://host[:port]) whose pages may call the API from another origin: the Capacitor
   * wrapper's own origins by default. Only these get CORS headers; a request's Origin is never echoed otherwise.
   */
  corsOrigins: string[];
}

export type MembershipContact = { kind: 'email' | 'url' | 'text'; value: string };

/** A bad variable: the message names it, on one line. */
export class ConfigError extends Error {
  constructor(variable: string, problem: string) {
    super(`Invalid configuration: ${variable} ${problem}`);
    this.name = 'ConfigError';
  }
}

type Env = Record<string, string | undefined>;

function text(env: Env, name: string): string | null {
  const value = env[name]?.trim();
  return value ? value : null;
}

function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = text(env, name);
  if (raw === null) return fallback;
  if (!/^\d+$/.test(raw)) throw new ConfigError(name, `must be a whole number, got "${raw}"`);
  const value = Number(raw);
  if (value < min || value > max) throw new ConfigError(name, `must be between ${min} and ${max}, got ${value}`);
  return value;
}

/** A count of proxy hops; `true`/`yes` mean one and `false`/`no` none, as the variable once was a flag. */
function hops(env: Env, name: string): number {
  const raw = text(env, name)?.toLowerCase();
  if (raw === undefined || raw === null) return 0;
  if (['true', 'yes'].includes(raw)) return 1;
  if (['false', 'no'].includes(raw)) return 0;
  return integer(env, name, 0, 0, 10);
}

function url(env: Env, name: string, protocols: string[]): string | null {
  const raw = text(env, name);
  if (raw === null) return null;
  let parsed: URL;
  try {
    parsed = new URL(raw);
  } catch {
    throw new ConfigError(name, 'is not a valid URL');
  }
  if (!protocols.includes(parsed.protocol)) {
    throw new ConfigError(name, `must start with ${protocols.map((p) => p + '//').join(' or ')}`);
  }
  return raw;
}

function email(env: Env, name: string, fallback: string): string {
  const raw = text(env, name);
  if (raw === null) return fallback;
  if (!/^[^\s@<>]+@[^\s@<>]+$/.test(raw)) throw new ConfigError(name, `is not an email address: "${raw}"`);
  return raw;
}

const MEMBERSHIP_CONTACT_MAX = 200;

/** MEMBERSHIP_CONTACT, or the support address when unset. Only http(s) addresses become links, never other schemes. */
function membershipContact(env: Env, supportEmail: string): MembershipContact {
  const raw = text(env, 'MEMBERSHIP_CONTACT');
  if (raw === null) return { kind: 'email', value: supportEmail };
  if (raw.length > MEMBERSHIP_CONTACT_MAX) throw new ConfigError('MEMBERSHIP_CONTACT', `must be at most ${MEMBERSHIP_CONTACT_MAX} characters`);
  // eslint-disable-next-line no-control-regex
  if (/[\u0000-\u001f\u007f]/.test(raw)) throw new ConfigError('MEMBERSHIP_CONTACT', 'must be one line of text');
  if (/^https?:\/\//i.test(raw)) return { kind: 'url', value: url(env, 'MEMBERSHIP_CONTACT', ['http:', 'https:'])! };
  if (/^[^\s@<>]+@[^\s@<>]+$/.test(raw)) return { kind: 'email', value: raw };
  return { kind: 'text', value: raw };
}

/** The wrapper's own origins: iOS (capacitor://localhost) and Android (https://localhost). */
export const DEFAULT_CORS_ORIGINS = ['capacitor://localhost', 'https://localhost'];

/**
 * CORS_ORIGINS: a comma list of exact origins; empty (`CORS_ORIGINS=`) allows none, unset allows the wrapper's.
 * Each entry must be a bare origin (no path, no wildcard): anything looser would let more pages in than named.
 */
export function corsOrigins(env: Env): string[] {
  const raw = env['CORS_ORIGINS'];
  if (raw === undefined) return [...DEFAULT_CORS_ORIGINS];
  const origins: string[] = [];
  for (const entry of raw.split(',').map((e) => e.trim()).filter(Boolean)) {
    let parsed: URL | null = null;
    try {
      parsed = new URL(entry);
    } catch {
      // named below
    }
    // URL() gives non-special schemes (capacitor:) the origin "null": the origin is rebuilt from scheme and host.
    // Browsers send the Origin header in lower case.
    const origin = parsed && parsed.host ? `${parsed.protocol}//${parsed.host}`.toLowerCase() : null;
    const bare = entry.replace(/\/$/, '').toLowerCase() === origin && !parsed!.username && !parsed!.password;
    if (!origin || !bare || entry.includes('*')) {
      throw new ConfigError('CORS_ORIGINS', `entries must be origins like https://app.example.com, got "${entry}"`);
    }
    if (!origins.includes(origin)) origins.push(origin);
  }
  return origins;
}

/** The Capacitor wrapper's settings (capacitor.config.ts and scripts/mobile-sync.mjs read them; the server does not). */
export interface MobileConfig {
  /** MOBILE_APP_ID: the reverse-domain application id of the APK/IPA. */
  appId: string;
  /** MOBILE_APP_NAME: the name under the icon. */
  appName: string;
  /** MOBILE_SERVER_URL: the deployed site the wrapper shows (https; http only for a local test build). Null: unset. */
  serverUrl: string | null;
}

/** Validates the MOBILE_* variables, with the ConfigError of the first bad one. No side effects. */
export function mobileConfig(env: Env = process.env): MobileConfig {
  const appId = text(env, 'MOBILE_APP_ID') ?? 'com.fitgroup.app';
  // Android and iOS both take this shape: two or more dot-separated segments, each starting with a letter.
  if (!/^[A-Za-z][A-Za-z0-9_]*(\.[A-Za-z][A-Za-z0-9_]*)+$/.test(appId)) {
    throw new ConfigError('MOBILE_APP_ID', `must look like com.example.app, got "${appId}"`);
  }
  const appName = text(env, 'MOBILE_APP_NAME') ?? text(env, 'SITE_NAME') ?? 'FitGroup';
  const serverUrl = url(env, 'MOBILE_SERVER_URL', ['https:', 'http:'])?.replace(/\/+$/, '') ?? null;
  return { appId, appName, serverUrl };
}

/** Reads the secret from SECRET_KEY, else from DATA_DIR/secret.key, generating it (mode 0600) the first time. */
function secretKey(env: Env, dataDir: string): string {
  const given = text(env, 'SECRET_KEY');
  if (given !== null) {
    if (given.length < 32) throw new ConfigError('SECRET_KEY', 'must be at least 32 characters long');
    return given;
  }
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

function s3(env: Env): Config['s3'] {
  const names = ['S3_ENDPOINT', 'S3_BUCKET', 'S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;
  const given = names.filter((n) => text(env, n) !== null);
  if (given.length === 0) return null;
  const missing = names.find((n) => text(env, n) === null);
  if (missing) throw new ConfigError(missing, 'is required when any S3_ variable is set');
  return {
    endpoint: url(env, 'S3_ENDPOINT', ['http:', 'https:'])!,
    bucket: text(env, 'S3_BUCKET')!,
    accessKeyId: text(env, 'S3_ACCESS_KEY_ID')!,
    secretAccessKey: text(env, 'S3_SECRET_ACCESS_KEY')!,
    region: text(env, 'S3_REGION') ?? 'us-east-1',
  };
}

/** Validates the environment; throws ConfigError naming the first bad variable. Creates DATA_DIR. */
export function loadConfig(env: Env = process.env): Config {
  const port = integer(env, 'PORT', 4321, 1, 65535);
  const host = text(env, 'HOST') ?? '127.0.0.1';
  const dataDir = path.resolve(text(env, 'DATA_DIR') ?? './data');
  const databaseUrl = url(env, 'DATABASE_URL', ['postgres:', 'postgresql:']);
  const publicUrl = (url(env, 'PUBLIC_URL', ['http:', 'https:']) ?? `http://localhost:${port}`).replace(/\/+$/, '');
  const smtpUrl = url(env, 'SMTP_URL', ['smtp:', 'smtps:']);
  const mailFrom = email(env, 'MAIL_FROM', 'no-reply@fitgroup.local');
  const supportEmail = email(env, 'SUPPORT_EMAIL', 'support@fitgroup.local');
  const membership = membershipContact(env, supportEmail);
  const s3Config = s3(env);
  const accessTokenMinutes = integer(env, 'ACCESS_TOKEN_MINUTES', 15, 1, 24 * 60);
  const refreshTokenDays = integer(env, 'REFRESH_TOKEN_DAYS', 7, 1, 365);
  const resetTokenMinutes = integer(env, 'RESET_TOKEN_MINUTES', 60, 1, 24 * 60);
  const siteName = text(env, 'SITE_NAME') ?? 'FitGroup';
  const trustProxy = hops(env, 'TRUST_PROXY');
  const headersTimeoutSeconds = integer(env, 'HEADERS_TIMEOUT_SECONDS', 15, 1, 600);
  // Long enough for a 50 MB picture at about 1 MB/s; a body trickled in slower loses its socket.
  const requestTimeoutSeconds = integer(env, 'REQUEST_TIMEOUT_SECONDS', 60, 1, 3600);
  if (requestTimeoutSeconds < headersTimeoutSeconds) {
    throw new ConfigError('REQUEST_TIMEOUT_SECONDS', `must be at least HEADERS_TIMEOUT_SECONDS (${headersTimeoutSeconds})`);
  }
  const workers = integer(env, 'WORKERS', 1, 1, 64);
  const cors = corsOrigins(env);
  if (workers > 1 && !databaseUrl) {
    throw new ConfigError(
      'WORKERS',
      `must be 1 with the embedded database (PGlite is one process per data folder): set DATABASE_URL to a PostgreSQL database to run ${workers} workers`,
    );
  }
  try {
    // The database, pictures and mail inside are health data: the operator's user only.
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    chmodSync(dataDir, 0o700);
  } catch {
    throw new ConfigError('DATA_DIR', `cannot be created at ${dataDir}`);
  }
  return {
    port,
    host,
    dataDir,
    databaseUrl,
    secretKey: secretKey(env, dataDir),
    publicUrl,
    siteName,
    smtpUrl,
    mailFrom,
    supportEmail,
    membershipContact: membership,
    s3: s3Config,
    accessTokenMinutes,
    refreshTokenDays,
    resetTokenMinutes,
    trustProxy,
    headersTimeoutSeconds,
    requestTimeoutSeconds,
    workers,
    corsOrigins: cors,
  };
}
