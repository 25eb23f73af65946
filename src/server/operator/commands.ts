/**
 * The operator commands behind `npm run manage -- …`. The same code runs in the CLI's own process (server stopped,
 * or PostgreSQL) and in the server's process (a command sent over the control socket while the server runs on the
 * embedded database), so it writes through an Output, never to the console.
 *   create-user  --email E --password P --name "Full Name" [--staff] [--paid]
 *   set-flags    --email E [--paid|--no-paid] [--staff|--no-staff]
 *   seed-demo    [--members N] [--weeks W]
 *   create-users --from FILE   one line of create-user options each (# comments): the e2e server creates its
 *                              members this way
 *   backup       --out FILE    the database and pictures in one .tar.gz (src/server/backup/)
 *   restore      --from FILE [--force]   never inside a running server: the CLI runs it with DATA_DIR locked
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { Runtime } from '../runtime';
import type { Config } from '../config';
import { safeErrorMessage } from '../db/query-error';
import { createUser, findUserIdByEmail, setPaid, setStaff } from '../services/accounts';
import { PASSWORD_MAX, PASSWORD_MIN } from '../../lib/contracts/accounts';
import { passwordStrengthProblem } from '../auth/password-strength';
import { isEmail, normalizeEmail } from '../../lib/contracts/common';

/** Where a command's lines go: the terminal, or the control socket back to the CLI. */
export interface Output {
  out(line: string): void;
  err(line: string): void;
}

/** Bad input: printed as `Error: <message>`, exit 1. */
export class UsageError extends Error {}

type Flags = Record<string, string | boolean>;

/** What a checked command runs: options are validated before any database is opened. */
type Run = (rt: Runtime, output: Output) => Promise<void>;
/** What a command that replaces the database runs: with the configuration alone, never on a server's runtime. */
type OfflineRun = (config: Config, output: Output) => Promise<void>;
/** Checks the options (some checks take a moment: a password's strength) and answers what to run. */
type Command = (flags: Flags, cwd: string) => Run | Promise<Run>;

function parseFlags(args: string[]): Flags {
  const flags: Flags = {};
  for (let i = 0; i < args.length; i++) {
    const arg = args[i]!;
    if (!arg.startsWith('--')) throw new UsageError(`Unexpected argument "${arg}".`);
    const name = arg.slice(2);
    const next = args[i + 1];
    if (next !== undefined && !next.startsWith('--')) {
      flags[name] = next;
      i++;
    } else flags[name] = true;
  }
  return flags;
}

function required(flags: Flags, name: string): string {
  const value = flags[name];
  if (typeof value !== 'string' || !value.trim()) throw new UsageError(`--${name} is required.`);
  return value;
}

function validEmail(flags: Flags): string {
  const email = normalizeEmail(required(flags, 'email'));
  if (!isEmail(email)) throw new UsageError(`"${email}" is not a valid email address.`);
  return email;
}

const createUserCommand: Command = async (flags) => {
  const email = validEmail(flags);
  const password = required(flags, 'password');
  const name = required(flags, 'name').trim();
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    throw new UsageError(`The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long.`);
  }
  // The rule sign-up applies, with this member's email and name: an operator's password is no exception.
  const weak = await passwordStrengthProblem(password, { email, fullName: name });
  if (weak) throw new UsageError(weak.text);
  const isStaff = flags['staff'] === true;
  const hasPaid = flags['paid'] === true;
  return async (rt, output) => {
    const created = await createUser(rt, { email, password, fullName: name, isStaff, hasPaid });
    if (!created.ok && created.reason === 'email_taken')
      throw new UsageError(`A user with the email ${email} already exists.`);
    if (!created.ok) throw new UsageError('Password hashing is busy: try again in a moment.');
    const roles = [isStaff && 'staff', hasPaid && 'paid'].filter(Boolean).join(', ');
    output.out(`Created user ${created.value.id}: ${email} (${name})${roles ? ` [${roles}]` : ''}`);
  };
};

const setFlagsCommand: Command = (flags) => {
  const email = validEmail(flags);
  if (flags['paid'] === true && flags['no-paid'] === true) throw new UsageError('Give --paid or --no-paid, not both.');
  if (flags['staff'] === true && flags['no-staff'] === true)
    throw new UsageError('Give --staff or --no-staff, not both.');
  const paid = flags['paid'] === true ? true : flags['no-paid'] === true ? false : null;
  const staff = flags['staff'] === true ? true : flags['no-staff'] === true ? false : null;
  if (paid === null && staff === null) {
    throw new UsageError('Nothing to change: give --paid, --no-paid, --staff or --no-staff.');
  }
  return async (rt, output) => {
    const id = await findUserIdByEmail(rt.db, email);
    if (id === null) throw new UsageError(`No user with the email ${email}.`);
    const changes: string[] = [];
    if (paid !== null) {
      // The member's mail that the membership started or ended waits in the outbox: the server's timer sends it (a
      // command's own delivery would write its log lines into the command's output).
      await setPaid(rt, id, paid);
      changes.push(paid ? 'paid' : 'not paid');
    }
    if (staff !== null) {
      await setStaff(rt.db, id, staff);
      changes.push(staff ? 'staff' : 'not staff');
    }
    output.out(`Updated ${email}: ${changes.join(', ')}`);
  };
};

/** Splits a line of options the way a shell would: words, "double quoted" (with \\ escapes) or 'single quoted'. */
function shellWords(line: string): string[] {
  const words: string[] = [];
  const pattern = /\s*(?:"((?:[^"\\]|\\.)*)"|'([^']*)'|([^\s"']+))/gy;
  let word: string | null = null;
  let last = 0;
  for (let m = pattern.exec(line); m; m = pattern.exec(line)) {
    if (m[0].match(/^\s/) && word !== null) {
      words.push(word);
      word = null;
    }
    word = (word ?? '') + (m[1] !== undefined ? m[1].replace(/\\(.)/g, '$1') : (m[2] ?? m[3]!));
    last = pattern.lastIndex;
  }
  if (line.slice(last).trim()) throw new UsageError(`Unbalanced quotes in: ${line}`);
  if (word !== null) words.push(word);
  return words;
}

/** FILE is read relative to the directory the operator ran the CLI in (`cwd`), wherever the command runs. */
const createUsersCommand: Command = async (flags, cwd) => {
  const file = required(flags, 'from');
  let text: string;
  try {
    text = readFileSync(path.resolve(cwd, file), 'utf8');
  } catch {
    throw new UsageError(`Cannot read ${file}.`);
  }
  // Every line is checked before any member is created: a bad line leaves the database as it was.
  const runs: Run[] = [];
  for (const [index, raw] of text.split('\n').entries()) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    try {
      runs.push(await createUserCommand(parseFlags(shellWords(line)), cwd));
    } catch (err) {
      throw new UsageError(`${file}:${index + 1}: ${(err as Error).message}`);
    }
  }
  return async (rt, output) => {
    for (const run of runs) await run(rt, output);
  };
};

const seedDemoCommand: Command = (flags) => {
  const members = flags['members'] === undefined ? 20 : Number(flags['members']);
  const weeks = flags['weeks'] === undefined ? 4 : Number(flags['weeks']);
  if (!Number.isInteger(members) || members < 1 || members > 5000) throw new UsageError('--members must be 1 to 5000.');
  if (!Number.isInteger(weeks) || weeks < 0 || weeks > 104) throw new UsageError('--weeks must be 0 to 104.');
  return async (rt, output) => {
    const { seedDemo, describeSeed } = await import('./seed-demo');
    output.out(describeSeed(await seedDemo(rt, { members, weeks, quiet: true })));
  };
};

/** FILE is relative to the CLI's directory; the server writes it when the command runs inside the server. */
const backupCommand: Command = (flags, cwd) => {
  const file = path.resolve(cwd, required(flags, 'out'));
  if (existsSync(file)) throw new UsageError(`${file} already exists: give another --out.`);
  return async (rt, output) => {
    const { takeBackup, describeBackup } = await import('../backup/backup');
    output.out(describeBackup(await takeBackup(rt, file, (line) => output.out(line))));
  };
};

/** Refused inside a server: a restore replaces the database under it. */
const restoreOnline: Run = async () => {
  throw new UsageError('restore cannot run while a server uses DATA_DIR: stop the server first.');
};

function restoreCommand(flags: Flags, cwd: string): OfflineRun {
  const file = path.resolve(cwd, required(flags, 'from'));
  if (!existsSync(file)) throw new UsageError(`Cannot read ${file}.`);
  const force = flags['force'] === true;
  return async (config, output) => {
    const { restoreBackup, describeRestore } = await import('../backup/restore');
    output.out(describeRestore(file, await restoreBackup(config, file, { force }, (line) => output.out(line))));
  };
}

const COMMANDS: Record<string, Command> = {
  'create-user': createUserCommand,
  'set-flags': setFlagsCommand,
  'seed-demo': seedDemoCommand,
  'create-users': createUsersCommand,
  backup: backupCommand,
  restore: () => restoreOnline,
};

export const COMMAND_NAMES = Object.keys(COMMANDS);

/** A known command name, or null: what may be logged of an argv (the rest can hold a password). */
export function commandName(argv: readonly string[]): string | null {
  const name = argv[0];
  return name !== undefined && Object.hasOwn(COMMANDS, name) ? name : null;
}

/** The command line was not understood at all: the usage line, without "Error:". */
class UnknownCommandError extends Error {
  constructor() {
    super(`Usage: npm run manage -- <${COMMAND_NAMES.join('|')}> [options]`);
  }
}

/** The one line printed when a command fails. */
export function failureLine(err: unknown): string {
  if (err instanceof UnknownCommandError) return err.message;
  // Bad input and bad configuration are one clear line; anything else too, with its message only: never a failed
  // query's parameters (members' data), but the database's reason for it.
  return `Error: ${safeErrorMessage(err)}`;
}

export interface PreparedCommand {
  name: string;
  run: Run;
  /** Set for restore: the CLI runs this instead, in its own process, holding DATA_DIR (never over the socket). */
  offline?: OfflineRun;
}

/** Checks argv ([command, ...options]) without touching the database; throws what failureLine prints. */
export async function prepareCommand(argv: readonly string[], cwd: string): Promise<PreparedCommand> {
  const name = commandName(argv);
  if (name === null) throw new UnknownCommandError();
  const flags = parseFlags(argv.slice(1));
  if (name === 'restore') return { name, run: restoreOnline, offline: restoreCommand(flags, cwd) };
  return { name, run: await COMMANDS[name]!(flags, cwd) };
}

export interface CommandContext {
  output: Output;
  /** The directory relative paths (create-users --from) are read from: the CLI's, even inside the server. */
  cwd: string;
  /** The runtime to run on, asked for only once the options are valid. */
  runtime: () => Promise<Runtime>;
}

/** Checks and runs one command; every outcome is lines on the output and an exit code (0 done, 1 failed). */
export async function runCommand(argv: readonly string[], context: CommandContext): Promise<number> {
  try {
    const { run } = await prepareCommand(argv, context.cwd);
    await run(await context.runtime(), context.output);
    return 0;
  } catch (err) {
    context.output.err(failureLine(err));
    return 1;
  }
}
