import { isNativeWrapper } from './platform';

/**
 * The Android back button inside the wrapper closes what is open over the page (a dialog, the picture overlay, the
 * fan menu), the newest first, before it navigates back.
 *
 * Capacitor's App plugin hands every press to JavaScript while a `backButton` listener exists, and goes back in
 * the web view's history itself while none does. So the listener exists only while something is open: the first
 * `closeOnBack` adds it, the last release removes it, and with nothing open the button keeps its native meaning.
 * Nothing of @capacitor/app is fetched outside the wrapper, or before the first overlay opens inside it.
 */
type Close = () => void;
interface ListenerHandle {
  remove: () => Promise<void>;
}

const open: Close[] = [];
let listener: Promise<ListenerHandle | null> | null = null;

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

/** How many overlays the back button would close, newest last (for tests). */
export const openOverlays = (): number => open.length;

function follow(): void {
  if (!isNativeWrapper()) return;
  if (open.length > 0 && !listener) {
    listener = import('@capacitor/app')
      .then(({ App }) => App.addListener('backButton', () => void handleBackPress()))
      .catch(() => null); // the plugin missing from an older app build: the button keeps its native meaning
  } else if (open.length === 0 && listener) {
    const added = listener;
    listener = null;
    void added.then((handle) => handle?.remove());
  }
}
