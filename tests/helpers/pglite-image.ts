import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { MIGRATIONS_DIR } from '../../src/server/db/client';

/**
 * A migrated, empty PGlite data folder, dumped once and loaded by every in-memory test database. Creating a PGlite
 * cluster runs initdb, which costs several times what loading a dumped folder does, and every test context used to
 * pay it and then run every migration. The image is kept in the temporary folder under a name made from the
 * migrations and PGlite's version, so a new migration (or a PGlite upgrade) makes a new image, and test files running
 * in separate processes share it.
 */
let image: Promise<Blob> | null = null;

export function migratedImage(): Promise<Blob> {
  image ??= loadOrMake();
  return image;
}

async function loadOrMake(): Promise<Blob> {
  const file = path.join(tmpdir(), `fitgroup-pglite-${imageKey()}.tar`);
  if (!existsSync(file)) {
    const client = new PGlite();
    await migrate(drizzle({ client }), { migrationsFolder: MIGRATIONS_DIR });
    const dump = await client.dumpDataDir('none');
    await client.close();
    // Files running at once may each make it: the rename makes whichever is written last the whole image.
    const partial = `${file}.${process.pid}.partial`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, file);
  }
  return new Blob([readFileSync(file)]);
}

function imageKey(): string {
  const hash = createHash('sha256');
  for (const name of readdirSync(MIGRATIONS_DIR, { recursive: true }).map(String).sort()) {
    if (name.endsWith('.sql') || name.endsWith('.json'))
      hash.update(name).update(readFileSync(path.join(MIGRATIONS_DIR, name)));
  }
  const pglite = JSON.parse(readFileSync(path.resolve('node_modules/@electric-sql/pglite/package.json'), 'utf8'));
  return hash.update(pglite.version).digest('hex').slice(0, 16);
}
