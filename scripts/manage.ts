/**
 * Operator commands (src/server/operator/commands.ts). Honour DATA_DIR and DATABASE_URL; print what they did; exit
 * 1 with a clear message on bad input.
 *   create-user  --email E --password P --name "Full Name" [--staff] [--paid]
 *   set-flags    --email E [--paid|--no-paid] [--staff|--no-staff]
 *   seed-demo    [--members N] [--weeks W]
 *   create-users --from FILE   one line of create-user options each (# comments), in one process
 *   backup       --out FILE    the database and pictures in one .tar.gz
 *   restore      --from FILE [--force]   into an empty DATA_DIR or database; refused while a server uses DATA_DIR
 * PostgreSQL: the command connects directly. Embedded database (one process per DATA_DIR): with DATA_DIR free the
 * command takes its lock and runs here; while a server holds it, the command runs inside that server, sent over
 * DATA_DIR/control.sock; while another manage command holds it, this one is refused.
 */
import { loadConfig, type Config } from '../src/server/config';
import { createRuntime, type Runtime } from '../src/server/runtime';
import { failureLine, prepareCommand, type Output, type PreparedCommand } from '../src/server/operator/commands';
import { acquireDataDirLock, DataDirBusyError, type DataDirLock } from '../src/server/operator/data-dir-lock';
import { ControlUnavailableError, sendCommand } from '../src/server/operator/control-socket';

/** How long to keep trying a server that holds DATA_DIR but does not answer yet (it may still be opening it). */
const SERVER_WAIT_MS = 30_000;

const terminal: Output = { out: (line) => console.log(line), err: (line) => console.error(line) };

async function runHere(command: PreparedCommand, config: Config, lock: DataDirLock | null): Promise<number> {
  let rt: Runtime | null = null;
  try {
    rt = await createRuntime({ config });
    await command.run(rt, terminal);
    return 0;
  } catch (err) {
    terminal.err(failureLine(err));
    return 1;
  } finally {
    await rt?.database.close();
    lock?.release();
  }
}

/** A restore: in this process, with DATA_DIR locked (embedded database); refused while anyone else holds it. */
async function runOffline(command: PreparedCommand, config: Config): Promise<number> {
  let lock: DataDirLock | null = null;
  try {
    if (!config.databaseUrl) lock = acquireDataDirLock(config.dataDir, 'cli', command.name);
    await command.offline!(config, terminal);
    return 0;
  } catch (err) {
    terminal.err(failureLine(err));
    return 1;
  } finally {
    lock?.release();
  }
}

async function main(): Promise<number> {
  const argv = process.argv.slice(2);
  const cwd = process.cwd();
  let command: PreparedCommand;
  let config: Config;
  try {
    // Bad input is refused here, before any database or server is involved.
    command = await prepareCommand(argv, cwd);
    config = loadConfig();
  } catch (err) {
    terminal.err(failureLine(err));
    return 1;
  }
  if (command.offline) return runOffline(command, config);
  if (config.databaseUrl) return runHere(command, config, null);

  const deadline = Date.now() + SERVER_WAIT_MS;
  for (;;) {
    let busy: DataDirBusyError;
    try {
      return await runHere(command, config, acquireDataDirLock(config.dataDir, 'cli', command.name));
    } catch (err) {
      if (!(err instanceof DataDirBusyError)) {
        terminal.err(failureLine(err));
        return 1;
      }
      busy = err;
    }
    if (busy.owner.holder !== 'server') {
      terminal.err(failureLine(busy));
      return 1;
    }
    try {
      return await sendCommand(config.dataDir, argv, cwd, terminal);
    } catch (err) {
      if (!(err instanceof ControlUnavailableError)) throw err;
    }
    // The server is starting (its socket is not there yet) or stopping (the lock is about to be free): again.
    if (Date.now() > deadline) {
      terminal.err(
        `Error: The server (pid ${busy.owner.pid}) is using DATA_DIR ${config.dataDir} but does not answer on ` +
          `${config.dataDir}/control.sock; stop it, then run the command again.`,
      );
      return 1;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

process.exit(await main());
