import { computed } from 'nanostores';
import { fanLinks, type NavLink } from './routes';
import { $member, $signedInByToken } from './session';
import { closeOnBack } from './native/bridge';
import { textNow } from './i18n/text';
import { shellText } from './i18n/en/shell';

/**
 * The mobile fan menu (under 768 px) without a framework: src/components/FanMenu.astro renders every entry any
 * member may see, and this script shows those of fanLinks() for the session store, places them on the fan, and
 * opens and closes it. Signed-in is judged by the access token, as the spec says; the paid and staff entries
 * follow the shell's member ($member).
 */

const RADIUS_PX = 100;
const SPREAD_DEG = 180;
const STAGGER_S = 0.05;
/** From an icon's centre to its label: the icon's radius (22 px) and a little air. */
const LABEL_GAP_PX = 26;
/** Under the icon, the label of an end of the fan keeps this far from its centre (radius 22 px, 2 px of air). */
const LABEL_BELOW_PX = 24;
/** How far a label keeps from the screen's left and right edges. */
const EDGE_PX = 4;

/** Every entry the fan can show, in the fan's order (each state's entries are an ordered subset of these). */
export function allFanLinks(): NavLink[] {
  const all: NavLink[] = [];
  for (const signedIn of [true, false]) {
    for (const hasPaid of [true, false]) {
      for (const isStaff of [true, false]) {
        let after = -1;
        for (const link of fanLinks(signedIn, { hasPaid, isStaff })) {
          const at = all.findIndex((l) => l.href === link.href);
          if (at >= 0) after = at;
          else all.splice(++after, 0, link);
        }
      }
    }
  }
  return all;
}

/** Where link i of n sits on the half circle above the toggle (left to right). */
export function fanPosition(i: number, n: number): { x: number; y: number } {
  const angle = n === 1 ? 90 : SPREAD_DEG - (i * SPREAD_DEG) / (n - 1);
  const rad = (angle * Math.PI) / 180;
  return { x: Math.round(RADIUS_PX * Math.cos(rad)), y: -Math.round(RADIUS_PX * Math.sin(rad)) };
}

/**
 * The label sits outside the circle, along the link's own direction, so neighbours never cover it. At the fan's two
 * ends (level with the toggle) that direction points at the screen's edge, where a long French or German label would
 * pass it on a 360 px phone (issue 26): there it sits centred under its icon. A label `width` px wide that would still
 * pass an edge of a screen `2 * half` px wide moves sideways onto it.
 */
export function labelTransform({ x, y }: { x: number; y: number }, width = 0, half = Infinity): string {
  const ux = x / RADIUS_PX;
  const uy = y / RADIUS_PX;
  const end = Math.abs(uy) < 0.5;
  const dx = end ? 0 : Math.round(ux * LABEL_GAP_PX);
  const pct = end ? -50 : Math.round((ux - 1) * 50);
  // The label's left edge from the toggle's centre, then the shift that keeps both edges EDGE_PX inside the screen.
  const left = x + dx + (pct / 100) * width;
  const shift = Math.round(Math.max(EDGE_PX - half - left, Math.min(0, half - EDGE_PX - left - width)));
  const ty = end ? `${LABEL_BELOW_PX}px` : `calc(${Math.round(uy * LABEL_GAP_PX)}px + ${Math.round((uy - 1) * 50)}%)`;
  return `translate(calc(${dx + shift}px + ${pct}%), ${ty})`;
}

/** Runs the fan menu of the page (the layout's FanMenu.astro), once per page (the layout's script calls it). */
export function startFanMenu(): void {
  const menu = document.querySelector<HTMLElement>('[data-fan-menu]');
  const toggle = menu?.querySelector<HTMLButtonElement>('[data-fan-toggle]');
  const list = menu?.querySelector<HTMLUListElement>('[data-fan-links]');
  const backdrop = menu?.querySelector<HTMLElement>('[data-fan-backdrop]');
  const plus = menu?.querySelector<HTMLElement>('[data-fan-plus]');
  if (!menu || !toggle || !list || !backdrop || !plus) return;
  const items = new Map(
    [...list.querySelectorAll<HTMLLIElement>('li[data-fan-href]')].map((li) => [li.dataset['fanHref']!, li]),
  );
  let open = false;
  let shown: HTMLLIElement[] = [];
  // While the fan is open, Android's back button (inside the wrapper) folds it before it navigates.
  let releaseBack: (() => void) | null = null;

  /** Each shown entry where it belongs: on its place of the fan when open, behind the toggle when closed. */
  const place = () => {
    shown.forEach((li, i) => {
      const at = fanPosition(i, shown.length);
      li.style.transition = `transform 0.2s ease-out ${i * STAGGER_S}s, opacity 0.2s ${i * STAGGER_S}s`;
      li.style.transform = open ? `translate(${at.x}px, ${at.y}px)` : 'none';
      li.style.opacity = open ? '1' : '0';
      const label = li.querySelector<HTMLElement>('[data-fan-label]');
      // The toggle is centred on the screen; the label's width is known while the list is shown (open).
      if (label)
        label.style.transform = labelTransform(at, label.offsetWidth, document.documentElement.clientWidth / 2);
    });
  };

  const setOpen = (next: boolean) => {
    if (next === open) return;
    open = next;
    releaseBack?.();
    releaseBack = open ? closeOnBack(() => setOpen(false)) : null;
    toggle.setAttribute('aria-expanded', String(open));
    const t = textNow(shellText.fanMenu);
    toggle.setAttribute('aria-label', open ? t.close : t.open);
    plus.style.transform = open ? 'rotate(45deg)' : 'none';
    backdrop.hidden = !open;
    list.hidden = !open;
    // Laid out folded first, so the entries fan out from the toggle.
    if (open) void list.offsetWidth;
    place();
  };

  const $links = computed([$signedInByToken, $member], (signedIn, member) =>
    fanLinks(signedIn, { hasPaid: member?.hasPaid ?? false, isStaff: member?.isStaff ?? false }),
  );
  $links.subscribe((links) => {
    shown = links.map((link) => items.get(link.href)).filter((li): li is HTMLLIElement => li !== undefined);
    // Only the session's entries stay in the list, in the fan's order (Tab goes through them left to right).
    list.replaceChildren(...shown);
    place();
  });

  toggle.addEventListener('click', () => setOpen(!open));
  backdrop.addEventListener('click', () => setOpen(false));
  backdrop.addEventListener('touchstart', () => setOpen(false), { passive: true });
  list.addEventListener('click', (e) => {
    if ((e.target as Element | null)?.closest('a')) setOpen(false);
  });
  document.addEventListener('keydown', (e) => {
    if (!open || e.key !== 'Escape') return;
    setOpen(false);
    toggle.focus();
  });
  // The toggle answers from now on (the markup leaves it inert until this script has run).
  menu.dataset['fanReady'] = '';
}
