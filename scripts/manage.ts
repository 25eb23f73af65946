/**
 * Operator commands. Honour DATA_DIR and DATABASE_URL; print what they did; exit 1 with a clear message on bad input.
 *   create-user --email E --password P --name "Full Name" [--staff] [--paid]
 *   set-flags   --email E [--paid|--no-paid] [--staff|--no-staff]
 *   seed-demo   [--members N] [--weeks W]
 *   create-users --from FILE   one line of create-user options each (# comments), in one process: the e2e server
 *                              creates its members this way
 * With the embedded database, stop the server first: PGlite allows one process per data folder.
 */
import { readFileSync } from 'node:fs';
import { createRuntime, type Runtime } from '../src/server/runtime';
import {
  EmailTakenError,
  PASSWORD_MAX,
  PASSWORD_MIN,
  createUser,
  findUserIdByEmail,
  isEmail,
  normalizeEmail,
  setPaid,
  setStaff,
} from '../src/server/services/accounts';

class UsageError extends Error {}

type Flags = Record<string, string | boolean>;

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

/** A command checks its options first (no database needed for bad input), then runs on the runtime. */
type Command = (flags: Flags) => (rt: Runtime) => Promise<void>;

const createUserCommand: Command = (flags) => {
  const email = validEmail(flags);
  const password = required(flags, 'password');
  const name = required(flags, 'name').trim();
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    throw new UsageError(`The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long.`);
  }
  const isStaff = flags['staff'] === true;
  const hasPaid = flags['paid'] === true;
  return async (rt) => {
    try {
      const { id } = await createUser(rt, { email, password, fullName: name, isStaff, hasPaid });
      const roles = [isStaff && 'staff', hasPaid && 'paid'].filter(Boolean).join(', ');
      console.log(`Created user ${id}: ${email} (${name})${roles ? ` [${roles}]` : ''}`);
    } catch (err) {
      if (err instanceof EmailTakenError) throw new UsageError(`A user with the email ${email} already exists.`);
      throw err;
    }
  };
};

const setFlagsCommand: Command = (flags) => {
  const email = validEmail(flags);
  if (flags['paid'] === true && flags['no-paid'] === true) throw new UsageError('Give --paid or --no-paid, not both.');
  if (flags['staff'] === true && flags['no-staff'] === true) throw new UsageError('Give --staff or --no-staff, not both.');
  const paid = flags['paid'] === true ? true : flags['no-paid'] === true ? false : null;
  const staff = flags['staff'] === true ? true : flags['no-staff'] === true ? false : null;
  if (paid === null && staff === null) {
    throw new UsageError('Nothing to change: give --paid, --no-paid, --staff or --no-staff.');
  }
  return async (rt) => {
    const id = await findUserIdByEmail(rt.db, email);
    if (id === null) throw new UsageError(`No user with the email ${email}.`);
    const changes: string[] = [];
    if (paid !== null) {
      await setPaid(rt, id, paid);
      changes.push(paid ? 'paid' : 'not paid');
    }
    if (staff !== null) {
      await setStaff(rt.db, id, staff);
      changes.push(staff ? 'staff' : 'not staff');
    }
    console.log(`Updated ${email}: ${changes.join(', ')}`);
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

const createUsersCommand: Command = (flags) => {
  const file = required(flags, 'from');
  let text: string;
  try {
    text = readFileSync(file, 'utf8');
  } catch {
    throw new UsageError(`Cannot read ${file}.`);
  }
  const runs = text.split('\n').flatMap((raw, index) => {
    const line = raw.trim();
    if (!line || line.startsWith('#')) return [];
    try {
      return [createUserCommand(parseFlags(shellWords(line)))];
    } catch (err) {
      throw new UsageError(`${file}:${index + 1}: ${(err as Error).message}`);
    }
  });
  return async (rt) => {
    for (const run of runs) await run(rt);
  };
};

const seedDemoCommand: Command = (flags) => {
  const members = flags['members'] === undefined ? 20 : Number(flags['members']);
  const weeks = flags['weeks'] === undefined ? 4 : Number(flags['weeks']);
  if (!Number.isInteger(members) || members < 1 || members > 5000) throw new UsageError('--members must be 1 to 5000.');
  if (!Number.isInteger(weeks) || weeks < 0 || weeks > 104) throw new UsageError('--weeks must be 0 to 104.');
  return async (rt) => {
    const { seedDemo } = await import('./seed-demo');
    await seedDemo(rt, { members, weeks });
  };
};

const COMMANDS: Record<string, Command> = {
  'create-user': createUserCommand,
  'set-flags': setFlagsCommand,
  'seed-demo': seedDemoCommand,
  'create-users': createUsersCommand,
};

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  const prepare = command ? COMMANDS[command] : undefined;
  if (!prepare) {
    console.error(`Usage: npm run manage -- <${Object.keys(COMMANDS).join('|')}> [options]`);
    return 1;
  }
  let rt: Runtime | null = null;
  try {
    const run = prepare(parseFlags(rest));
    rt = await createRuntime();
    await run(rt);
    return 0;
  } catch (err) {
    // Bad input and bad configuration are one clear line; anything else too, but with its message only.
    console.error(`Error: ${(err as Error).message}`);
    return 1;
  } finally {
    await rt?.database.close();
  }
}

process.exit(await main());
