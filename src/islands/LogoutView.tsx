import { useEffect, useState } from 'react';
import { logout } from '../lib/api';
import { $navUser } from '../lib/nav';

/** Ends the session (here and on the server) and offers the way back in. */
export default function LogoutView() {
  const [done, setDone] = useState(false);

  useEffect(() => {
    $navUser.set(null);
    void logout().finally(() => setDone(true));
  }, []);

  return (
    <div className="card mx-auto w-full max-w-md text-center">
      {done ? (
        <>
          <h1 className="page-title" role="status">
            You have been logged out
          </h1>
          <div className="flex flex-wrap justify-center gap-3">
            <a href="/login/" className="btn-primary">
              Login
            </a>
            <a href="/register/" className="btn-secondary">
              Register
            </a>
          </div>
        </>
      ) : (
        <p role="status" className="text-slate-700">
          Logging out...
        </p>
      )}
    </div>
  );
}
