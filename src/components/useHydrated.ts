import { useEffect, useState } from 'react';

/**
 * False in the server's render and until the island has hydrated. A form rendered on the server keeps its submit
 * button disabled until then: a click before would submit the form natively (a page load, its fields in the URL)
 * and lose what was typed.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
