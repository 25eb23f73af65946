import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { createScratchDatabase } from './context';
import { loadConfig } from '../../src/server/config';
import { createRuntime, type Runtime } from '../../src/server/runtime';
import { manualClock } from '../../src/server/clock';
import { createLogger } from '../../src/server/log';

/**
 * Two app runtimes ("nodes") in this process on one fresh PostgreSQL database (DATABASE_URL's server), sharing a
 * secret and a clock: what several nodes behind a load balancer share. Only with DATABASE_URL set.
 */
export async function openTwoRuntimes(
  name: string,
): Promise<{ nodeA: Runtime; nodeB: Runtime; close(): Promise<void> }> {
  const scratch = await createScratchDatabase();
  const dataDir = mkdtempSync(path.join(tmpdir(), `fitgroup-${name}-`));
  const config = loadConfig({
    DATA_DIR: dataDir,
    SECRET_KEY: 'test-secret-key-test-secret-key-0123456789',
    PUBLIC_URL: 'http://localhost:4321',
    DATABASE_URL: scratch.url!,
  });
  const clock = manualClock(new Date('2026-11-01T12:00:00Z'));
  const open = () => createRuntime({ config, clock, inMemory: true, log: createLogger({ level: 'warn' }) });
  const nodeA = await open();
  const nodeB = await open();
  return {
    nodeA,
    nodeB,
    async close() {
      await nodeA.database.close();
      await nodeB.database.close();
      await scratch.drop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
