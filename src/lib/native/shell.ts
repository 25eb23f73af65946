import { isNativeWrapper, nativePlatform } from './platform';
import { THEME_COLOR } from './theme';

/**
 * The wrapper's chrome, once per page and only inside it (the plugins are fetched there, never on the web): the
 * status bar in the brand colour with light text, as the top of the site, and the splash screen hidden once the
 * page is ready (capacitor.config.ts hides it after a few seconds anyway, should a page never get there).
 */
export function startNativeShell(): void {
  if (!isNativeWrapper()) return;
  void colourStatusBar();
  if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => void hideSplash(), { once: true });
  else void hideSplash();
}

async function colourStatusBar(): Promise<void> {
  try {
    const { StatusBar, Style } = await import('@capacitor/status-bar');
    await StatusBar.setStyle({ style: Style.Dark });
    // Android 15+ draws the web view edge to edge and ignores a colour (the page's safe-area padding shows instead).
    if (nativePlatform() === 'android') await StatusBar.setBackgroundColor({ color: THEME_COLOR });
  } catch {
    // An app built without the plugin, or an Android that refuses the colour: the system's default stays.
  }
}

async function hideSplash(): Promise<void> {
  try {
    const { SplashScreen } = await import('@capacitor/splash-screen');
    await SplashScreen.hide({ fadeOutDuration: 200 });
  } catch {
    // Without the plugin the splash hides itself (launchAutoHide).
  }
}
