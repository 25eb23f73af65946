/**
 * Whether the page runs inside the Capacitor wrapper, read from the `window.Capacitor` global its native bridge
 * injects into every page it shows (the deployed site included). Pages never import @capacitor/core for this: the
 * check must cost the web build nothing, and the plugins are fetched (dynamic import) only when it says yes.
 */
interface CapacitorBridge {
  isNativePlatform?: () => boolean;
  getPlatform?: () => string;
}

/** `Capacitor.isNativePlatform()` without @capacitor/core: false in a browser, on the server, and in the web build. */
export function isNativeWrapper(): boolean {
  if (typeof window === 'undefined') return false;
  const capacitor = (window as { Capacitor?: CapacitorBridge }).Capacitor;
  if (!capacitor) return false;
  if (typeof capacitor.isNativePlatform === 'function') return capacitor.isNativePlatform() === true;
  return typeof capacitor.getPlatform === 'function' && capacitor.getPlatform() !== 'web';
}

/** 'android' | 'ios' inside the wrapper, 'web' elsewhere. */
export function nativePlatform(): string {
  if (!isNativeWrapper()) return 'web';
  return (window as { Capacitor?: CapacitorBridge }).Capacitor?.getPlatform?.() ?? 'web';
}
