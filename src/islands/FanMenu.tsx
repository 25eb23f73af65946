import { useEffect, useRef, useState } from 'react';
import { useStore } from '@nanostores/react';
import { fanLinks, type NavUser } from '../lib/routes';
import { $signedInByToken } from '../lib/session';
import { useNavUser } from './useNavUser';
import NavIcon from '../components/NavIcon';

interface Props {
  initialUser: NavUser | null;
  resolveInBrowser?: boolean;
}

const RADIUS_PX = 100;
const SPREAD_DEG = 180;
const STAGGER_S = 0.05;
/** From an icon's centre to its label: the icon's radius (22 px) and a little air. */
const LABEL_GAP_PX = 26;

/** Where link i of n sits on the half circle above the toggle (left to right). */
function fanPosition(i: number, n: number): { x: number; y: number } {
  const angle = n === 1 ? 90 : SPREAD_DEG - (i * SPREAD_DEG) / (n - 1);
  const rad = (angle * Math.PI) / 180;
  return { x: Math.round(RADIUS_PX * Math.cos(rad)), y: -Math.round(RADIUS_PX * Math.sin(rad)) };
}

/** The mobile bottom navigation (under 768 px): a round toggle that fans out icon links over a dimmed backdrop. */
export default function FanMenu({ initialUser, resolveInBrowser = false }: Props) {
  const user = useNavUser(initialUser, resolveInBrowser);
  const [open, setOpen] = useState(false);
  // Signed-in is judged by the access token, as the spec says; the role flags come from the shell's member.
  const signedIn = useStore($signedInByToken, { ssr: () => initialUser !== null });
  const toggleRef = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        setOpen(false);
        toggleRef.current?.focus();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const links = fanLinks(signedIn, { hasPaid: user?.hasPaid ?? false, isStaff: user?.isStaff ?? false });

  return (
    <div className="md:hidden" data-testid="fan-menu">
      {open && (
        <div
          data-testid="fan-backdrop"
          className="fixed inset-0 z-40 bg-black/50"
          onClick={() => setOpen(false)}
          onTouchStart={() => setOpen(false)}
          aria-hidden="true"
        />
      )}
      {/* The toggle comes first in the DOM so Tab moves from it straight into the open fan. */}
      <div className="fixed left-1/2 z-50 h-0 w-0" style={{ bottom: 44 }}>
        <button
          ref={toggleRef}
          type="button"
          onClick={() => setOpen((o) => !o)}
          aria-expanded={open}
          aria-controls="fan-links"
          aria-label={open ? 'Close navigation menu' : 'Open navigation menu'}
          className="absolute left-0 top-0 z-10 flex h-14 w-14 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-brand-700 text-2xl text-white shadow-xl"
        >
          <span aria-hidden="true" style={{ transform: open ? 'rotate(45deg)' : 'none', transition: 'transform 0.2s' }}>
            +
          </span>
        </button>
        <ul id="fan-links" aria-label="Quick navigation" hidden={!open} className="absolute left-0 top-0 m-0 list-none p-0">
          {links.map((link, i) => {
            const { x, y } = fanPosition(i, links.length);
            // The label sits outside the circle, along the link's own direction, so neighbours never cover it.
            const ux = x / RADIUS_PX;
            const uy = y / RADIUS_PX;
            const labelOffset = `translate(calc(${Math.round(ux * LABEL_GAP_PX)}px + ${Math.round((ux - 1) * 50)}%), calc(${Math.round(uy * LABEL_GAP_PX)}px + ${Math.round((uy - 1) * 50)}%))`;
            return (
              <li
                key={link.href}
                className="absolute left-0 top-0 h-0 w-0"
                style={{
                  transform: open ? `translate(${x}px, ${y}px)` : 'none',
                  transition: `transform 0.2s ease-out ${i * STAGGER_S}s, opacity 0.2s ${i * STAGGER_S}s`,
                  opacity: open ? 1 : 0,
                }}
              >
                <a
                  href={link.href}
                  onClick={() => setOpen(false)}
                  className="absolute left-0 top-0 flex h-11 w-11 -translate-x-1/2 -translate-y-1/2 items-center justify-center rounded-full bg-white text-slate-900 shadow-lg"
                >
                  <NavIcon name={link.icon} />
                  <span
                    className="absolute left-1/2 top-1/2 whitespace-nowrap rounded bg-slate-900/90 px-1.5 text-[11px] font-semibold leading-4 text-white"
                    style={{ transform: labelOffset }}
                  >
                    {link.label}
                  </span>
                </a>
              </li>
            );
          })}
        </ul>
      </div>
    </div>
  );
}
