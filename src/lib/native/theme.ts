/**
 * The app's two chrome colours, for what cannot read the stylesheet: the web manifest and the theme-color meta
 * (integrations/pwa-icons.ts, src/components/PwaHead.astro), the wrapper's status bar and splash screen
 * (capacitor.config.ts, src/lib/native/shell.ts). tests/unit/pwa-theme.test.ts holds them to src/styles/global.css.
 */

/** The brand: `--color-brand-700` of src/styles/global.css (the top bar's accent, the primary buttons). */
export const THEME_COLOR = '#065f46';

/** The page: the body's `bg-slate-50` (Tailwind's slate-50, #f8fafc). */
export const BACKGROUND_COLOR = '#f8fafc';
