import { useEffect, useState } from 'react';
import { sidebarLinks, type NavUser } from '../lib/routes';
import { useNavUser } from './useNavUser';
import NavIcon from '../components/NavIcon';

interface Props {
  initialUser: NavUser | null;
  resolveInBrowser?: boolean;
  currentPath: string;
}

const COLLAPSED_KEY = 'sidebar_collapsed';

/** The sidebar (768 px and wider): entries by role, collapsible to icons, remembered across pages. */
export default function Sidebar({ initialUser, resolveInBrowser = false, currentPath }: Props) {
  const user = useNavUser(initialUser, resolveInBrowser);
  const [collapsed, setCollapsed] = useState(false);

  useEffect(() => {
    try {
      setCollapsed(localStorage.getItem(COLLAPSED_KEY) === '1');
    } catch {
      // No storage: the sidebar starts open.
    }
  }, []);

  const toggle = () => {
    setCollapsed((was) => {
      try {
        localStorage.setItem(COLLAPSED_KEY, was ? '0' : '1');
      } catch {
        // Not remembered; still toggles.
      }
      return !was;
    });
  };

  const isCurrent = (href: string) => (href === '/' ? currentPath === '/' : currentPath.replace(/\/$/, '') === href || currentPath.startsWith(href + '/'));

  return (
    <nav
      aria-label="Main"
      data-testid="sidebar"
      className={`sticky top-0 hidden h-screen shrink-0 flex-col border-r border-slate-200 bg-white md:flex ${collapsed ? 'w-16' : 'w-60'}`}
    >
      <div className="flex h-14 items-center justify-between border-b border-slate-200 px-3">
        {!collapsed && (
          <a href="/" className="text-lg font-bold text-brand-700">
            FitGroup
          </a>
        )}
        <button
          type="button"
          onClick={toggle}
          className="rounded p-2 text-slate-600 hover:bg-slate-100"
          aria-expanded={!collapsed}
          aria-label={collapsed ? 'Expand sidebar' : 'Collapse sidebar'}
        >
          {collapsed ? '»' : '«'}
        </button>
      </div>
      <ul className="flex-1 space-y-1 p-2">
        {sidebarLinks(user).map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              aria-current={isCurrent(link.href) ? 'page' : undefined}
              title={collapsed ? link.label : undefined}
              className={`flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium ${
                isCurrent(link.href) ? 'bg-brand-50 text-brand-800' : 'text-slate-700 hover:bg-slate-100'
              }`}
            >
              <NavIcon name={link.icon} />
              <span className={collapsed ? 'sr-only' : ''}>{link.label}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
