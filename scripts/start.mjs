// npm start: builds when the build is missing or older than the sources, then runs the production server.
import { spawn } from 'node:child_process';
import { buildSiteIfStale, serverCommand, siteOutDir } from './site-build.mjs';

const outDir = siteOutDir();
buildSiteIfStale(outDir);

// The server bundled at build time (`npm run serve` runs src/server.ts through tsx, for development).
const { command, args, env } = serverCommand(outDir);
const server = spawn(command, args, { stdio: 'inherit', env: { ...process.env, ...env } });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
