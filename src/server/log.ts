import { createRequire } from 'node:module';
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

/** The security events the log must carry, one line each, with `event` naming it. */
export const SECURITY_EVENTS = [
  'auth.login',
  'auth.login_failed',
  'auth.logout',
  'auth.password_reset_requested',
  'auth.password_changed',
  'account.deleted',
  'account.delete_failed',
  'account.exported',
  'moderation.action',
  'rate_limit.hit',
  'two_factor.enabled',
  'two_factor.disabled',
  'two_factor.recovery_code_used',
  'passkey.added',
  'passkey.removed',
  'health.accessed',
] as const;
export type SecurityEvent = (typeof SECURITY_EVENTS)[number];

/**
 * Fields that may hold secrets or health data, wherever they appear in a log object. The logger removes them:
 * a call site that passes one by mistake still logs nothing of it.
 */
const REDACTED_KEYS = [
  'password',
  'password2',
  'passwordHash',
  'token',
  'access',
  'refresh',
  'otp',
  'authorization',
  'cookie',
  'email',
  'body',
  'text',
  'content',
  'journal',
  'medical_history',
  'medicalHistory',
  'emergency_contact',
  'emergencyContact',
  'emergency_contact_name',
  'emergencyContactName',
  'phone_number',
  'phoneNumber',
  'secret',
  'otpauth_url',
  'recovery_codes',
  'reason',
  'description',
  'message',
];
// Three levels deep: call sites log flat objects, and a nested one by mistake is still covered.
const REDACT_PATHS = [
  ...REDACTED_KEYS,
  ...REDACTED_KEYS.map((k) => `*.${k}`),
  ...REDACTED_KEYS.map((k) => `*.*.${k}`),
  'req.headers.authorization',
  'req.headers.cookie',
];

export interface LoggerOptions {
  /** Where lines go (tests capture them); standard output when absent. */
  destination?: DestinationStream;
  level?: string;
}

/** JSON lines for machines; readable lines only when a person watches the terminal. */
export function createLogger(options: LoggerOptions = {}): Logger {
  const level = options.level ?? process.env['LOG_LEVEL'] ?? 'info';
  const config = {
    level,
    base: undefined,
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: REDACT_PATHS, censor: '[redacted]' },
  };
  if (options.destination) return pino(config, options.destination);
  if (process.stdout.isTTY) return pino(config, prettyStream());
  return pino(config);
}

/**
 * pino-pretty, loaded only when a person watches the terminal: a server whose output goes to a file or a log
 * collector never pays its start-up time. It is CommonJS, so it loads synchronously, as createLogger must.
 */
function prettyStream(): DestinationStream {
  const pretty = createRequire(import.meta.url)('pino-pretty') as typeof import('pino-pretty');
  return pretty({ colorize: true, sync: true });
}

/** One line for a security event: the member id where known, never secrets (the logger redacts them anyway). */
export function logEvent(log: Logger, event: SecurityEvent, fields: Record<string, unknown> = {}): void {
  log.info({ event, ...fields }, event);
}
