import type { NavIconName } from '../lib/routes';

/** Outline icons for the navigation (inline SVG: no emoji font or icon font needed). */
const PATHS: Record<NavIconName, string> = {
  home: 'M3 11l9-7 9 7M5 10v10h5v-6h4v6h5V10',
  community: 'M4 5h16v11H9l-5 4V5z',
  profile: 'M12 12a4 4 0 100-8 4 4 0 000 8zM4 20c0-4 4-6 8-6s8 2 8 6',
  log: 'M6 3h9l4 4v14H6V3zM9 10h7M9 14h7M9 18h4',
  dashboard: 'M4 20V10M10 20V4M16 20v-7M22 20H2',
  support: 'M12 21a9 9 0 100-18 9 9 0 000 18zM9.5 9a2.5 2.5 0 115 .5c0 1.5-2.5 2-2.5 3.5M12 17h.01',
  settings: 'M12 15a3 3 0 100-6 3 3 0 000 6zM19 12l2-1-1-3-2 .2-1.4-1.4L16.8 5l-3-1-1 2h-1.6l-1-2-3 1 .2 1.8L6 8.2 4 8l-1 3 2 1v1.6l-2 1 1 3 2-.2 1.4 1.4L7.2 19l3 1 1-2h1.6l1 2 3-1-.2-1.8 1.4-1.4 2 .2 1-3-2-1z',
  admin: 'M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6l8-3z',
};

export default function NavIcon({ name, className = 'h-5 w-5' }: { name: NavIconName; className?: string }) {
  return (
    <svg viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={1.8} strokeLinecap="round" strokeLinejoin="round" className={className} aria-hidden="true" focusable="false">
      <path d={PATHS[name]} />
    </svg>
  );
}
