import { firstName, type NavUser } from '../lib/routes';
import { useNavUser } from './useNavUser';

interface Props {
  initialUser: NavUser | null;
  resolveInBrowser?: boolean;
}

/** The top bar: a greeting with the first word of the member's name and a logout button. */
export default function TopBar({ initialUser, resolveInBrowser = false }: Props) {
  const user = useNavUser(initialUser, resolveInBrowser);
  return (
    <header className="flex h-14 items-center justify-between border-b border-slate-200 bg-white px-4">
      <a href="/" className="text-lg font-bold text-brand-700 md:hidden">
        FitGroup
      </a>
      <div className="ml-auto flex items-center gap-3">
        {user ? (
          <>
            <span className="text-sm text-slate-700" data-testid="greeting">
              Hi, {firstName(user.fullName, 'there')}
            </span>
            <a href="/logout/" className="btn-secondary">
              Logout
            </a>
          </>
        ) : (
          <>
            <a href="/login/" className="btn-secondary">
              Login
            </a>
            <a href="/register/" className="btn-primary">
              Sign up
            </a>
          </>
        )}
      </div>
    </header>
  );
}
