/**
 * Operator commands. Honour DATA_DIR and DATABASE_URL; print what they did; exit 1 with a clear message on bad input.
 *   create-user --email E --password P --name "Full Name" [--staff] [--paid]
 *   set-flags   --email E [--paid|--no-paid] [--staff|--no-staff]
 *   seed-demo   [--members N] [--weeks W]
 * With the embedded database, stop the server first: PGlite allows one process per data folder.
 */
import { ConfigError } from '../src/server/config';
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

async function createUserCommand(rt: Runtime, flags: Flags): Promise<void> {
  const email = validEmail(flags);
  const password = required(flags, 'password');
  const name = required(flags, 'name').trim();
  if (password.length < PASSWORD_MIN || password.length > PASSWORD_MAX) {
    throw new UsageError(`The password must be ${PASSWORD_MIN} to ${PASSWORD_MAX} characters long.`);
  }
  try {
    const { id } = await createUser(rt, {
      email,
      password,
      fullName: name,
      isStaff: flags['staff'] === true,
      hasPaid: flags['paid'] === true,
    });
    const roles = [flags['staff'] === true && 'staff', flags['paid'] === true && 'paid'].filter(Boolean).join(', ');
    console.log(`Created user ${id}: ${email} (${name})${roles ? ` [${roles}]` : ''}`);
  } catch (err) {
    if (err instanceof EmailTakenError) throw new UsageError(`A user with the email ${email} already exists.`);
    throw err;
  }
}

async function setFlagsCommand(rt: Runtime, flags: Flags): Promise<void> {
  const email = validEmail(flags);
  const id = await findUserIdByEmail(rt.db, email);
  if (id === null) throw new UsageError(`No user with the email ${email}.`);
  const changes: string[] = [];
  if (flags['paid'] === true && flags['no-paid'] === true) throw new UsageError('Give --paid or --no-paid, not both.');
  if (flags['staff'] === true && flags['no-staff'] === true) throw new UsageError('Give --staff or --no-staff, not both.');
  if (flags['paid'] === true || flags['no-paid'] === true) {
    await setPaid(rt, id, flags['paid'] === true);
    changes.push(flags['paid'] === true ? 'paid' : 'not paid');
  }
  if (flags['staff'] === true || flags['no-staff'] === true) {
    await setStaff(rt.db, id, flags['staff'] === true);
    changes.push(flags['staff'] === true ? 'staff' : 'not staff');
  }
  if (changes.length === 0) throw new UsageError('Nothing to change: give --paid, --no-paid, --staff or --no-staff.');
  console.log(`Updated ${email}: ${changes.join(', ')}`);
}

async function seedDemoCommand(rt: Runtime, flags: Flags): Promise<void> {
  const { seedDemo } = await import('./seed-demo');
  const members = flags['members'] === undefined ? 20 : Number(flags['members']);
  const weeks = flags['weeks'] === undefined ? 4 : Number(flags['weeks']);
  if (!Number.isInteger(members) || members < 1 || members > 5000) throw new UsageError('--members must be 1 to 5000.');
  if (!Number.isInteger(weeks) || weeks < 0 || weeks > 104) throw new UsageError('--weeks must be 0 to 104.');
  await seedDemo(rt, { members, weeks });
}

const COMMANDS: Record<string, (rt: Runtime, flags: Flags) => Promise<void>> = {
  'create-user': createUserCommand,
  'set-flags': setFlagsCommand,
  'seed-demo': seedDemoCommand,
};

async function main(): Promise<number> {
  const [command, ...rest] = process.argv.slice(2);
  const run = command ? COMMANDS[command] : undefined;
  if (!run) {
    console.error(`Usage: npm run manage -- <${Object.keys(COMMANDS).join('|')}> [options]`);
    return 1;
  }
  let rt: Runtime | null = null;
  try {
    const flags = parseFlags(rest);
    rt = await createRuntime();
    await run(rt, flags);
    return 0;
  } catch (err) {
    if (err instanceof UsageError || err instanceof ConfigError) {
      console.error(`Error: ${err.message}`);
      return 1;
    }
    console.error(`Error: ${(err as Error).message}`);
    return 1;
  } finally {
    await rt?.database.close();
  }
}

process.exit(await main());
