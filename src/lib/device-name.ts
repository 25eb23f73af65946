/**
 * A passkey's name when the member gives none: the browser and system it was made on ("Chrome · macOS"), from the
 * User-Agent, names that read the same in every language. The browser proposes it in the name field; the server
 * falls back on it.
 */

// i18n-lint: not interface text (product names, matched in the User-Agent)
const SYSTEMS: Array<[RegExp, string]> = [
  [/iPhone|iPad|iPod/, 'iOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Windows/, 'Windows'],
  [/Linux/, 'Linux'],
];

// Order matters: Edge and Opera also say Chrome, Chrome also says Safari.
// i18n-lint: not interface text (product names, matched in the User-Agent)
const BROWSERS: Array<[RegExp, string]> = [
  [/Edg\//, 'Edge'],
  [/OPR\//, 'Opera'],
  [/Firefox\/|FxiOS/, 'Firefox'],
  [/Chrome\/|CriOS/, 'Chrome'],
  [/Safari\//, 'Safari'],
];

const first = (table: Array<[RegExp, string]>, agent: string) => table.find(([pattern]) => pattern.test(agent))?.[1];

/** "Chrome · macOS", or what of it the agent says; "Passkey" when it says nothing we know. */
export function deviceName(userAgent: string | undefined | null): string {
  const agent = userAgent ?? '';
  const named = [first(BROWSERS, agent), first(SYSTEMS, agent)].filter(Boolean).join(' · ');
  // i18n-lint: not interface text (WebAuthn's own word, a product name in every language)
  return named || 'Passkey';
}
