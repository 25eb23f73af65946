// npm start: builds when the build is missing or older than the sources, then runs the production server.
import { spawn } from 'node:child_process';
import { buildSiteIfStale, siteOutDir } from './site-build.mjs';

buildSiteIfStale(siteOutDir());

const server = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], { stdio: 'inherit' });
for (const signal of ['SIGTERM', 'SIGINT']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
