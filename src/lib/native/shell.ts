import { callNative, isNativeWrapper } from './bridge';
import { THEME_COLOR } from './theme';

/**
 * The wrapper's chrome, once per page and only inside it: the status bar in the brand colour with light text, as
 * the top of the site, and the splash screen hidden once the page is ready (capacitor.config.ts hides it after a
 * few seconds anyway, should a page never get there). Through the bridge (src/lib/native/bridge.ts): no plugin
 * code is fetched.
 */
export function startNativeShell(): void {
  if (!isNativeWrapper()) return;
  void colourStatusBar();
  // A module script runs once the document is parsed: the page is there.
  void callNative('SplashScreen', 'hide', { fadeOutDuration: 200 }).catch(() => {
    // Without the plugin the splash hides itself (launchAutoHide).
  });
}

async function colourStatusBar(): Promise<void> {
  try {
    // 'DARK': light text, for a dark background (@capacitor/status-bar's Style.Dark).
    await callNative('StatusBar', 'setStyle', { style: 'DARK' });
    // iOS 17+ and Android up to 14 take it; Android 15+ draws the web view edge to edge and refuses a colour (the
    // page's safe-area padding shows instead).
    await callNative('StatusBar', 'setBackgroundColor', { color: THEME_COLOR });
  } catch {
    // An app built without the plugin, or an Android that refuses the colour: the system's default stays.
  }
}
