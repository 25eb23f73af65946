// npm run mobile:sync [-- --platform android|ios]: writes the wrapper's placeholder pages (mobile/www), then creates
// the native projects (android/, ios/) when missing and syncs them with capacitor.config.ts and the plugins.
// The projects are generated, never committed (.gitignore); building an APK or IPA from them needs the Android SDK
// or Xcode (README, Mobile). No SDK is needed here: Capacitor only writes files.
//
// iOS is attempted everywhere and skipped with the reason when the tools it needs are missing (CocoaPods or Xcode,
// macOS only); Android must succeed.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mobileConfig } from '../src/server/config.ts';
import { BACKGROUND_COLOR, THEME_COLOR } from '../src/lib/native/theme.ts';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const webDir = path.join(root, 'mobile', 'www');
const projects = path.resolve(root, process.env.MOBILE_PROJECTS_DIR?.trim() || '.');

const escapeHtml = (s) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

function page(title, body) {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<title>${escapeHtml(title)}</title>
<style>body{margin:0;min-height:100vh;display:flex;align-items:center;justify-content:center;font:16px/1.5 system-ui,sans-serif;background:${BACKGROUND_COLOR};color:#0f172a;padding:24px;box-sizing:border-box;text-align:center}
h1{color:${THEME_COLOR};font-size:1.5rem}a{display:inline-block;margin-top:12px;padding:12px 20px;border-radius:6px;background:${THEME_COLOR};color:#fff;font-weight:600;text-decoration:none}</style>
</head><body><main>${body}</main></body></html>
`;
}

/** The wrapper's own pages: it shows the deployed site, so these only say so, or that the site is out of reach. */
function writePlaceholderPages(mobile) {
  mkdirSync(webDir, { recursive: true });
  const name = escapeHtml(mobile.appName);
  const site = mobile.serverUrl ? escapeHtml(mobile.serverUrl) : null;
  writeFileSync(
    path.join(webDir, 'index.html'),
    page(
      mobile.appName,
      `<h1>${name}</h1><p>This app loads the ${name} site${site ? ` at ${site}` : ''}.</p>` +
        (site
          ? `<a href="${site}/">Open ${name}</a>`
          : '<p>No site address was set when it was built (MOBILE_SERVER_URL).</p>'),
    ),
  );
  writeFileSync(
    path.join(webDir, 'offline.html'),
    page(
      `${mobile.appName}: offline`,
      `<h1>${name}</h1><p>The ${name} site cannot be reached. Check your connection, then try again.</p>` +
        (site ? `<a href="${site}/">Try again</a>` : ''),
    ),
  );
}

function cap(args) {
  const bin = path.join(root, 'node_modules', '.bin', process.platform === 'win32' ? 'cap.cmd' : 'cap');
  console.log(`$ cap ${args.join(' ')}`);
  return spawnSync(bin, args, {
    cwd: root,
    encoding: 'utf8',
    env: { ...process.env, CI: process.env.CI ?? '1', CAPACITOR_TELEMETRY: 'false' },
  });
}

/** Adds the platform's project when missing (adding syncs it too), else syncs it; returns null or why it failed. */
function syncPlatform(platform) {
  const step = existsSync(path.join(projects, platform)) ? 'sync' : 'add';
  const run = cap([step, platform]);
  const output = `${run.stdout ?? ''}${run.stderr ?? ''}`.trim();
  if (output) console.log(output.replace(/^/gm, '  '));
  if (run.status !== 0) return output.split('\n').filter(Boolean).slice(-3).join(' / ') || `exit ${run.status}`;
  return null;
}

/** Why the camera is asked for (iOS refuses to open it, and stops the app, without these in Info.plist). */
const IOS_USAGE = {
  NSCameraUsageDescription: 'To take your profile picture and your weekly progress pictures.',
  NSPhotoLibraryUsageDescription: 'To choose your profile picture and your weekly progress pictures.',
};

function addIosUsageDescriptions() {
  const plist = path.join(projects, 'ios', 'App', 'App', 'Info.plist');
  if (!existsSync(plist)) return;
  let text = readFileSync(plist, 'utf8');
  const missing = Object.entries(IOS_USAGE).filter(([key]) => !text.includes(`<key>${key}</key>`));
  if (missing.length === 0) return;
  const entries = missing.map(([key, why]) => `\t<key>${key}</key>\n\t<string>${escapeHtml(why)}</string>\n`).join('');
  text = text.replace(/<\/dict>\s*<\/plist>\s*$/, (end) => entries + end);
  writeFileSync(plist, text);
  console.log(`mobile:sync: ios Info.plist: ${missing.map(([key]) => key).join(', ')} added`);
}

/** Capacitor writes the app id into the Android project only when it creates it: say so when they differ. */
function warnOnStaleAndroidId(appId) {
  const gradle = path.join(projects, 'android', 'app', 'build.gradle');
  if (!existsSync(gradle)) return;
  const current = readFileSync(gradle, 'utf8').match(/applicationId\s+"([^"]+)"/)?.[1];
  if (current && current !== appId) {
    console.warn(
      `mobile:sync: android/ was created as ${current}, not ${appId} (MOBILE_APP_ID): delete android/ and run again to rename it`,
    );
  }
}

function platformsAsked() {
  const at = process.argv.indexOf('--platform');
  if (at < 0) return ['android', 'ios'];
  const asked = process.argv[at + 1];
  if (asked !== 'android' && asked !== 'ios') {
    console.error('mobile:sync: --platform must be android or ios');
    process.exit(2);
  }
  return [asked];
}

let mobile;
try {
  mobile = mobileConfig(process.env);
} catch (err) {
  console.error(`mobile:sync: ${err.message}`);
  process.exit(2);
}
const platforms = platformsAsked();
writePlaceholderPages(mobile);
console.log(
  `mobile:sync: ${mobile.appName} (${mobile.appId}) showing ${mobile.serverUrl ?? 'its placeholder page (MOBILE_SERVER_URL is unset)'}`,
);

let failed = false;
for (const platform of platforms) {
  const problem = syncPlatform(platform);
  const where = path.relative(root, path.join(projects, platform)) || platform;
  if (!problem) {
    if (platform === 'ios') addIosUsageDescriptions();
    else warnOnStaleAndroidId(mobile.appId);
    console.log(`mobile:sync: ${platform} project synced in ${where}/`);
  } else if (platform === 'ios' && platforms.length > 1) console.log(`mobile:sync: ios skipped (${problem})`);
  else {
    console.error(`mobile:sync: ${platform} failed: ${problem}`);
    failed = true;
  }
}
process.exit(failed ? 1 : 0);
