/**
 * The page's side of the Capacitor wrapper: whether the page runs inside it, calls to its native plugins, and the
 * Android back button's stack of open overlays. One module on purpose: the token code imports it, so it sits in the
 * chunk every page already loads; as separate files the back button's part became a chunk of its own (180 bytes
 * more gzip on every page, the 15 KB home and sign-in pages included).
 *
 * Everything goes through the `window.Capacitor` global the wrapper's native bridge injects into every page it
 * shows (the deployed site included). Pages never import @capacitor/core for this: the check costs the web build
 * nothing. The page-wide touches (the back button, the status bar, the splash screen) reach their plugins through
 * the bridge's own two entry points, `addListener` and `nativePromise`, which are what @capacitor/core's plugin
 * proxies call for a native plugin; a dynamic import of the plugin packages would bring Vite's preload helper
 * (880 bytes gzip) to the home page. The camera, used after a tap on two pages, loads @capacitor/camera itself
 * (src/lib/native/camera.ts).
 */

interface ListenerHandle {
  remove: () => unknown;
}

interface CapacitorBridge {
  isNativePlatform?: () => boolean;
  /** The native plugins of this app build, by name (written by the bridge). */
  PluginHeaders?: Array<{ name: string }>;
  addListener?: (plugin: string, event: string, callback: (data: unknown) => void) => ListenerHandle;
  nativePromise?: (plugin: string, method: string, options?: object) => Promise<unknown>;
}

const bridge = (): CapacitorBridge | undefined =>
  typeof window === 'undefined' ? undefined : (window as { Capacitor?: CapacitorBridge }).Capacitor;

/** `Capacitor.isNativePlatform()` without @capacitor/core: false in a browser, on the server, and in the web build. */
export const isNativeWrapper = (): boolean => bridge()?.isNativePlatform?.() === true;

/** The bridge, inside the wrapper of an app build that has this native plugin (an older build may lack one). */
function bridgeWith(plugin: string): CapacitorBridge | null {
  const capacitor = bridge();
  return isNativeWrapper() && capacitor?.PluginHeaders?.some((header) => header.name === plugin) ? capacitor : null;
}

/** Calls a method of a native plugin; rejects outside the wrapper or when the app build lacks the plugin. */
export function callNative(plugin: string, method: string, options: object = {}): Promise<unknown> {
  const call = bridgeWith(plugin)?.nativePromise;
  return call ? call(plugin, method, options) : Promise.reject(new Error(`${plugin} is not available here`));
}

/** Listens to a native plugin's event; null outside the wrapper or when the app build lacks the plugin. */
export function listenNative(plugin: string, event: string, callback: (data: unknown) => void): ListenerHandle | null {
  return bridgeWith(plugin)?.addListener?.(plugin, event, callback) ?? null;
}

// ---------------------------------------------------------------------------------------------------------------
// The back button

/**
 * The Android back button inside the wrapper closes what is open over the page (a dialog, the picture overlay, the
 * fan menu), the newest first, before it navigates back.
 *
 * Capacitor's App plugin hands every press to JavaScript while a `backButton` listener exists, and goes back in
 * the web view's history itself while none does. So the listener exists only while something is open: the first
 * `closeOnBack` adds it, the last release removes it, and with nothing open the button keeps its native meaning.
 * In a browser nothing is listened to.
 */
type Close = () => void;

const open: Close[] = [];
let listener: ListenerHandle | null = null;

/** Registers `close` for the back button while its overlay is open; call the returned function once it closes. */
export function closeOnBack(close: Close): () => void {
  open.push(close);
  follow();
  return () => {
    const at = open.lastIndexOf(close);
    if (at >= 0) open.splice(at, 1);
    follow();
  };
}

/** A back press: the newest overlay closes (and is forgotten at once, should its release come late or never). */
export function handleBackPress(): boolean {
  const close = open.pop();
  follow();
  close?.();
  return close !== undefined;
}

/** How many overlays the back button would close (for tests). */
export const openOverlays = (): number => open.length;

function follow(): void {
  if (open.length > 0 && !listener) {
    listener = listenNative('App', 'backButton', () => void handleBackPress());
  } else if (open.length === 0 && listener) {
    void listener.remove();
    listener = null;
  }
}
