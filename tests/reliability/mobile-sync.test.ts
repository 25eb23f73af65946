import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';

// `npm run mobile:sync` (scripts/mobile-sync.mjs) creates and syncs the native projects without any Android SDK or
// Xcode (Capacitor only writes files), so it runs here and in CI, into a scratch folder (MOBILE_PROJECTS_DIR).
// Skipped, saying why, only when the Capacitor packages are not installed (an install without devDependencies).
const root = path.resolve(import.meta.dirname, '../..');
const needed = ['@capacitor/cli', '@capacitor/android', '@capacitor/ios'].filter(
  (pkg) => !existsSync(path.join(root, 'node_modules', pkg, 'package.json')),
);
if (needed.length)
  console.log(`mobile:sync test skipped: ${needed.join(', ')} not installed (npm install with devDependencies)`);

const work = mkdtempSync(path.join(tmpdir(), 'fitgroup-mobile-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

function mobileSync(env: Record<string, string>, ...args: string[]) {
  // process.execPath: the Node 24 that runs the tests, as `npm run` would pick from node_modules/.bin.
  return spawnSync(process.execPath, [path.join(root, 'scripts/mobile-sync.mjs'), ...args], {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, MOBILE_PROJECTS_DIR: work, ...env },
    timeout: 120_000,
  });
}

const readJson = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

describe.skipIf(needed.length > 0)('npm run mobile:sync', () => {
  const env = {
    MOBILE_APP_ID: 'org.example.fitgroup',
    MOBILE_APP_NAME: 'Fit Test',
    MOBILE_SERVER_URL: 'https://fit.example.com/',
  };

  let firstRun: ReturnType<typeof mobileSync>;

  it('creates the Android project with the configured id, name and site, and the four plugins, without an SDK', () => {
    const run = (firstRun = mobileSync(env));
    expect(run.status, run.stdout + run.stderr).toBe(0);
    const assets = path.join(work, 'android/app/src/main/assets');
    const config = readJson(path.join(assets, 'capacitor.config.json'));
    expect(config).toMatchObject({
      appId: 'org.example.fitgroup',
      appName: 'Fit Test',
      server: { url: 'https://fit.example.com', cleartext: false },
    });
    expect(readFileSync(path.join(work, 'android/app/build.gradle'), 'utf8')).toContain(
      'applicationId "org.example.fitgroup"',
    );
    const plugins = (
      JSON.parse(readFileSync(path.join(assets, 'capacitor.plugins.json'), 'utf8')) as { pkg: string }[]
    ).map((p) => p.pkg);
    expect(plugins.sort()).toEqual([
      '@capacitor/app',
      '@capacitor/camera',
      '@capacitor/splash-screen',
      '@capacitor/status-bar',
    ]);
    // The wrapper's own page only says that the app loads the site.
    expect(readFileSync(path.join(assets, 'public/index.html'), 'utf8')).toContain(
      'This app loads the Fit Test site at https://fit.example.com.',
    );
    expect(existsSync(path.join(assets, 'public/offline.html'))).toBe(true);
  });

  it('creates the iOS project too (Swift Package Manager, no CocoaPods), with the camera usage descriptions, or says why not', () => {
    const iosConfig = path.join(work, 'ios/App/App/capacitor.config.json');
    if (!existsSync(iosConfig)) {
      expect(firstRun.stdout).toMatch(/mobile:sync: ios skipped \(.+\)/);
      console.log(firstRun.stdout.match(/mobile:sync: ios skipped.*/)![0]);
      return;
    }
    expect(readJson(iosConfig)).toMatchObject({ appId: 'org.example.fitgroup' });
    const plist = readFileSync(path.join(work, 'ios/App/App/Info.plist'), 'utf8');
    expect(plist).toContain('<key>NSCameraUsageDescription</key>');
    expect(plist).toContain('<key>NSPhotoLibraryUsageDescription</key>');
  });

  it('syncs an existing project again, idempotently', () => {
    const run = mobileSync(env, '--platform', 'android');
    expect(run.status, run.stdout + run.stderr).toBe(0);
    expect(run.stdout).toContain('$ cap sync android');
    expect(run.stdout).toContain('mobile:sync: android project synced');
  });

  it('refuses a bad MOBILE_APP_ID with one line naming it', () => {
    const run = mobileSync({ MOBILE_APP_ID: 'not an id' });
    expect(run.status).toBe(2);
    expect(run.stderr.trim()).toMatch(/^mobile:sync: Invalid configuration: MOBILE_APP_ID /);
  });
});
