import type { CapacitorConfig } from '@capacitor/cli';
import { mobileConfig } from './src/server/config';
import { BACKGROUND_COLOR, THEME_COLOR } from './src/lib/native/theme';

/**
 * The mobile-wrapped build: a native shell around the deployed site (MOBILE_SERVER_URL), so the pages keep their
 * server rendering, the middleware's guards and the same-origin API. The wrapper's own web folder (mobile/www,
 * written by scripts/mobile-sync.mjs) only holds a page saying so, shown when no site is configured, and the page
 * shown when the site cannot be reached. `npm run mobile:sync` regenerates android/ and ios/ from this file.
 */
const mobile = mobileConfig(process.env);
// Where android/ and ios/ go: the project folder, or another one (the sync test uses a scratch folder).
const projects = process.env['MOBILE_PROJECTS_DIR']?.trim() || '.';

const config: CapacitorConfig = {
  appId: mobile.appId,
  appName: mobile.appName,
  webDir: 'mobile/www',
  server: mobile.serverUrl
    ? {
        url: mobile.serverUrl,
        // Plain http only for a test build against a machine on the local network; a real deployment is https.
        cleartext: mobile.serverUrl.startsWith('http:'),
        errorPath: 'offline.html',
      }
    : undefined,
  backgroundColor: BACKGROUND_COLOR,
  android: { path: `${projects}/android` },
  ios: { path: `${projects}/ios` },
  plugins: {
    // Hidden by the page once it is ready (src/lib/native/shell.ts); the timeout only covers a page that never is.
    SplashScreen: { launchAutoHide: true, launchShowDuration: 6000, backgroundColor: THEME_COLOR, showSpinner: false },
    // Light text on the brand colour, as the top of the site; applied again by the page (src/lib/native/shell.ts).
    StatusBar: { style: 'DARK', backgroundColor: THEME_COLOR, overlaysWebView: false },
  },
};

export default config;
