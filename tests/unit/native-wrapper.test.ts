// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, createElement, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { THEME_COLOR } from '../../src/lib/native/theme';
import '../helpers/jsdom-dialog';

(globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;

// The camera plugin's JavaScript (the pickers import it on a tap); the other plugins are reached through the bridge.
const camera = vi.hoisted(() => ({ takePhoto: vi.fn() }));
vi.mock('@capacitor/camera', () => ({ Camera: camera }));

/** The native calls the fake bridge received, as "Plugin.method" with their options. */
let calls: Array<[string, object | undefined]> = [];
let backListeners: Array<() => void> = [];
let removedListeners = 0;

/**
 * The `window.Capacitor` global the wrapper's native bridge injects into every page, with these native plugins:
 * `nativePromise` and `addListener` are the bridge's own entry points (what @capacitor/core's proxies call).
 */
function enterWrapper(platform = 'android', plugins = ['App', 'Camera', 'SplashScreen', 'StatusBar']) {
  (window as { Capacitor?: unknown }).Capacitor = {
    isNativePlatform: () => true,
    getPlatform: () => platform,
    PluginHeaders: plugins.map((name) => ({ name, methods: [] })),
    nativePromise: async (plugin: string, method: string, options?: object) =>
      void calls.push([`${plugin}.${method}`, options]),
    addListener: (plugin: string, event: string, callback: () => void) => {
      calls.push([`${plugin}.addListener`, { event }]);
      backListeners.push(callback);
      return {
        remove: async () => {
          backListeners = backListeners.filter((l) => l !== callback);
          removedListeners += 1;
        },
      };
    },
  };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
/** What the Android back button does inside the wrapper: the App plugin calls its listeners. */
const pressBack = () => {
  for (const listener of backListeners) listener();
};
const called = (name: string) => calls.filter(([n]) => n === name).map(([, options]) => options);

let root: Root | null = null;
beforeEach(() => {
  vi.resetModules();
  vi.clearAllMocks();
  calls = [];
  backListeners = [];
  removedListeners = 0;
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  document.body.innerHTML = '';
  delete (window as { Capacitor?: unknown }).Capacitor;
  vi.unstubAllGlobals();
});

function render(element: ReturnType<typeof createElement>) {
  const host = document.createElement('div');
  document.body.appendChild(host);
  root = createRoot(host);
  act(() => root!.render(element));
}

describe('the back button: overlays close before the page navigates', () => {
  it('in a browser, listens to nothing and leaves the button alone', async () => {
    const { closeOnBack, openOverlays } = await import('../../src/lib/native/bridge');
    const release = closeOnBack(() => {});
    expect(openOverlays()).toBe(1);
    release();
    expect(openOverlays()).toBe(0);
  });

  it('in an app built without the App plugin, leaves the button alone', async () => {
    enterWrapper('android', ['Camera']);
    const { closeOnBack } = await import('../../src/lib/native/bridge');
    closeOnBack(() => {})();
    expect(calls).toEqual([]);
  });

  it('inside the wrapper, listens only while something is open, closing the newest first', async () => {
    enterWrapper();
    const { closeOnBack } = await import('../../src/lib/native/bridge');
    const closed: string[] = [];
    const releaseDialog = closeOnBack(() => closed.push('dialog'));
    const releaseOverlay = closeOnBack(() => closed.push('overlay'));
    expect(called('App.addListener')).toEqual([{ event: 'backButton' }]);

    pressBack();
    expect(closed).toEqual(['overlay']);
    releaseOverlay(); // the overlay's own clean-up, after it closed: nothing more to forget
    pressBack();
    expect(closed).toEqual(['overlay', 'dialog']);
    releaseDialog();
    // Nothing open: the listener is gone, so the button goes back in the history natively again.
    expect(removedListeners).toBe(1);
    expect(backListeners).toEqual([]);
  });

  it('closes an open Modal (as Escape does), but not one that must be answered', async () => {
    enterWrapper();
    const { default: Modal } = await import('../../src/components/Modal');
    // biome-ignore lint/correctness/noComponentHookFactories: Modal is imported inside the test, after the wrapper is entered
    function Harness({ dismissible }: { dismissible: boolean }) {
      const [open, setOpen] = useState(true);
      return createElement(Modal, { open, title: 'Report', dismissible, onClose: () => setOpen(false) }, 'Why?');
    }
    render(createElement(Harness, { dismissible: true }));
    expect(document.querySelector('dialog')).not.toBeNull();
    act(pressBack);
    expect(document.querySelector('dialog')).toBeNull();
    expect(backListeners).toEqual([]);

    act(() => root!.render(createElement(Harness, { dismissible: false, key: 'terms' })));
    expect(backListeners).toEqual([]);
    expect(document.querySelector('dialog')).not.toBeNull();
  });

  it('closes the full-size picture of an ImageOverlay', async () => {
    enterWrapper();
    const { default: ImageOverlay } = await import('../../src/components/ImageOverlay');
    render(createElement(ImageOverlay, { src: '/p.jpg', alt: 'Week 1 progress picture' }));
    act(() => document.querySelector<HTMLButtonElement>('button[aria-label^="Enlarge"]')!.click());
    expect(document.querySelector('[data-testid="image-overlay"]')).not.toBeNull();
    act(pressBack);
    expect(document.querySelector('[data-testid="image-overlay"]')).toBeNull();
  });

  it('folds the open fan menu', async () => {
    enterWrapper();
    document.body.innerHTML = `<div data-fan-menu><div data-fan-backdrop hidden></div>
      <button data-fan-toggle aria-expanded="false"><span data-fan-plus>+</span></button>
      <ul data-fan-links hidden><li data-fan-href="/"><a href="/">Home</a></li></ul></div>`;
    const { startFanMenu } = await import('../../src/lib/fan-menu');
    startFanMenu();
    const toggle = document.querySelector<HTMLButtonElement>('[data-fan-toggle]')!;
    toggle.click();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    pressBack();
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.querySelector<HTMLElement>('[data-fan-links]')!.hidden).toBe(true);
  });
});

describe('the camera', () => {
  const photoResponse = () =>
    new Response(new Uint8Array([0xff, 0xd8, 0xff]), { headers: { 'Content-Type': 'image/jpeg' } });

  it('turns the photo into a JPEG File for the picture pipeline', async () => {
    enterWrapper();
    camera.takePhoto.mockResolvedValue({
      webPath: 'https://fit.example.com/_capacitor_file_/photo.jpg',
      type: 0,
      saved: false,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => photoResponse()),
    );
    const { takePhotoFile, hasNativeCamera } = await import('../../src/lib/native/camera');
    expect(hasNativeCamera()).toBe(true);
    const file = await takePhotoFile(() => 1700000000000);
    expect(file).toBeInstanceOf(File);
    expect([file!.name, file!.type, file!.size]).toEqual(['camera-1700000000000.jpg', 'image/jpeg', 3]);
  });

  it('is null when the member closes the camera without a photo', async () => {
    enterWrapper();
    camera.takePhoto.mockRejectedValue(
      Object.assign(new Error('User cancelled photos app'), { code: 'OS-PLUG-CAMR-0006' }),
    );
    const { takePhotoFile } = await import('../../src/lib/native/camera');
    expect(await takePhotoFile()).toBeNull();
  });

  it('opens the file input instead when the camera cannot be used', async () => {
    enterWrapper();
    camera.takePhoto.mockRejectedValue(Object.assign(new Error('denied'), { code: 'OS-PLUG-CAMR-0003' }));
    const { photoOrFileInput } = await import('../../src/lib/native/camera');
    const input = document.createElement('input');
    input.type = 'file';
    const opened = vi.spyOn(input, 'click').mockImplementation(() => {});
    const used = vi.fn();
    await photoOrFileInput(used, input);
    expect(opened).toHaveBeenCalledTimes(1);
    expect(used).not.toHaveBeenCalled();
  });

  it('the progress picture picker shows a camera button only inside the wrapper, and hands its photo to onPick', async () => {
    const { default: Picker } = await import('../../src/components/ProgressPicturePicker');
    const onPick = vi.fn();
    const props = {
      weekNumber: 2,
      currentUrl: null,
      previewUrl: null,
      processing: false,
      uploading: false,
      busy: false,
      status: null,
      onPick,
      onUpload: () => {},
      onCancel: () => {},
    };
    render(createElement(Picker, props));
    const cameraButton = () => [...document.querySelectorAll('button')].find((b) => b.textContent === 'Take a photo');
    expect(cameraButton()).toBeUndefined();
    act(() => root!.unmount());

    enterWrapper();
    camera.takePhoto.mockResolvedValue({
      webPath: 'https://fit.example.com/_capacitor_file_/photo.jpg',
      type: 0,
      saved: false,
    });
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => photoResponse()),
    );
    render(createElement(Picker, props));
    await act(async () => cameraButton()!.click());
    await act(settled);
    expect(onPick).toHaveBeenCalledWith(expect.objectContaining({ type: 'image/jpeg' }));
  });

  it('the profile picture picker shows a camera button inside the wrapper only', async () => {
    const { default: Picker } = await import('../../src/components/ProfileImagePicker');
    const props = { onChange: () => {}, onError: () => {} };
    render(createElement(Picker, props));
    const cameraButton = () => [...document.querySelectorAll('button')].find((b) => b.textContent === 'Take a photo');
    expect(cameraButton()).toBeUndefined();
    act(() => root!.unmount());
    enterWrapper();
    render(createElement(Picker, props));
    expect(cameraButton()).toBeDefined();
  });
});

describe('the wrapper chrome', () => {
  it('outside the wrapper, touches nothing', async () => {
    const { startNativeShell } = await import('../../src/lib/native/shell');
    startNativeShell();
    await settled();
    expect(calls).toEqual([]);
  });

  it('light status bar text on the brand colour, and the splash screen hidden once the page is ready', async () => {
    enterWrapper('android');
    const { startNativeShell } = await import('../../src/lib/native/shell');
    startNativeShell();
    await settled();
    expect(called('StatusBar.setStyle')).toEqual([{ style: 'DARK' }]);
    expect(called('StatusBar.setBackgroundColor')).toEqual([{ color: THEME_COLOR }]);
    expect(called('SplashScreen.hide')).toHaveLength(1);
  });

  it('in an app built without those plugins, calls nothing and throws nothing', async () => {
    enterWrapper('ios', ['App']);
    const { startNativeShell } = await import('../../src/lib/native/shell');
    startNativeShell();
    await settled();
    expect(calls).toEqual([]);
  });
});
