import type { Plugin } from 'vite';

/**
 * How the browser build splits the pages' code, for fewer and better-compressed scripts.
 *
 * Rolldown's default makes one chunk per set of entries that import a module, and the pages share their code in
 * many overlapping ways: a signed-in page loaded 30–35 scripts, most under 1 KB, each gzipped alone (its own header,
 * none of its neighbours' words), and even the sign-in page 15. Three groups replace the smallest of them:
 * - `shell`: everything the layout's own scripts import (the session, the transport, the routes, the shell's text).
 *   Every page runs those scripts, so every page loaded these modules already, in 7 files instead of 1.
 * - `islands`: what most islands load at once (the shared components, the i18n runtime, the API's messages). A module
 *   goes there when at least ISLANDS_SHARING of the island entries (src/islands/*, and React's renderer) reach it by
 *   static imports and no other entry does, so the plain-Astro pages (home, sign-in, sign-up) load none of it. Code
 *   that fewer islands share, and code fetched on a click, keeps Rolldown's own chunks. The islands' data layer
 *   (@nanostores/query and the stores most pages read) goes there too.
 * - `limits`: the contracts' zod-free limits (contracts/*-limits.ts), a few hundred bytes that islands read on load.
 * - `measures`: reading, showing and converting numbers (locale and units), likewise read on load by the logs' islands.
 * - `check-in`: the check-in summary with its wording and catalogue, the week tabs and day cards: what both logs pages
 *   draw first.
 *
 * Measured with tests/e2e/page-weight.spec.ts (gzip bytes per page): about 1 KB less on /, /login/ and /register/
 * (14.99 to 13.98 KB on /register/) and 2–3 KB less on each signed-in page, with 9–15 scripts fewer; a threshold of 3
 * islands put most of every island's code in one chunk (about 10 KB more a page).
 *
 * A captured module's own imports are not pulled in with it (includeDependenciesRecursively: false). That cannot
 * create a cycle between chunks: what the layout's scripts import imports only what they import too, and a module
 * reached by a plain page is never captured by `islands`, and neither are its imports.
 */
const ISLAND_ENTRY = /\/src\/islands\/[^/]+\.tsx$|\/@astrojs\/react\/dist\/client\.js$/;
const ISLANDS_SHARING = 8;
/**
 * Library modules only islands use (i18n's createI18n for useText, nanostores' listenKeys for useStore) that the
 * layout's scripts reach through the packages' indexes only: by the graph alone they would go to `shell`, and every
 * page, the plain ones too, would load them.
 */
const ISLANDS_LIBRARY = /\/node_modules\/(@nanostores\/i18n\/create-i18n|nanostores\/(listen-keys|deep-map\/path))\//;
/**
 * The islands' data layer (lib/stores: @nanostores/query, its event emitter, the stores most pages read): every page
 * with an island reads it (the layout's WarningNotice does), so it goes with the islands' shared code, one script that
 * compresses better than two. nanostores' `map` and tasks are in it too: the layout's scripts reach them only through
 * the package's index, and `shell` would make every page, the plain ones too, pay for them.
 */
const DATA_LAYER =
  /\/node_modules\/(@nanostores\/query|nanoevents|nanostores\/(map|task))\/|\/src\/lib\/stores\/(query|use-query|profile|progress|weeks)\.ts$/;
/** The layout's script, on every page (the shell, the fan menu, the footer's language). */
const SHELL_ENTRY = /\/src\/layouts\/AppLayout\.astro\?astro&type=script/;

interface ModuleGraph {
  getModuleInfo(id: string): { isEntry: boolean; importers: readonly string[] } | null;
}

/** The entries that reach `id` through static imports (itself included when it is one). */
function entriesReaching(id: string, graph: ModuleGraph): string[] {
  const seen = new Set<string>();
  const pending = [id];
  const entries: string[] = [];
  while (pending.length > 0) {
    const current = pending.pop()!;
    if (seen.has(current)) continue;
    seen.add(current);
    const info = graph.getModuleInfo(current);
    if (!info) continue;
    if (info.isEntry) entries.push(current);
    pending.push(...info.importers);
  }
  return entries;
}

/** The chunk a module goes to, or null for Rolldown's own splitting. */
function groupOf(id: string, graph: ModuleGraph): string | null {
  if (graph.getModuleInfo(id)?.isEntry) return null;
  if (ISLANDS_LIBRARY.test(id) || DATA_LAYER.test(id)) return 'islands';
  const entries = entriesReaching(id, graph);
  if (entries.some((entry) => SHELL_ENTRY.test(entry))) return 'shell';
  if (entries.every((entry) => ISLAND_ENTRY.test(entry)) && entries.length >= ISLANDS_SHARING) return 'islands';
  return null;
}

export function scriptChunks(): Plugin {
  return {
    name: 'fitgroup:script-chunks',
    apply: 'build',
    configEnvironment(name) {
      if (name !== 'client') return;
      return {
        build: {
          rolldownOptions: {
            // Required with includeDependenciesRecursively: false. Islands keep their exports (Astro imports each
            // island's default export); a chunk may export more than its entry declared.
            preserveEntrySignatures: 'allow-extension',
            output: {
              codeSplitting: {
                includeDependenciesRecursively: false,
                groups: [
                  // account-limits stays out: only the sign-up page and the account's dialogs read it, and it brings
                  // the field messages with it. progress-limits too: the charts and goals read it, the weekly log not.
                  { name: 'limits', test: /\/src\/lib\/contracts\/(?!account-|progress-)[^/]+-limits\.ts$/ },
                  // What an API failure says (the messages by code and their catalogue), and the few lines that fetch code
                  // on a click and read a failed download as the network's failure: every signed-in page and the sign-up
                  // page read them on load, one script instead of two.
                  { name: 'messages', test: /\/src\/lib\/(messages|on-demand|i18n\/en\/errors)\.ts$/ },
                  // How numbers are read, shown and converted (the member's locale and units): small modules that the
                  // same islands read on load, one script instead of four.
                  {
                    name: 'measures',
                    test: /\/src\/(lib\/(units|units-store|i18n\/numbers)\.ts|components\/progress\/decimal-words\.ts)$/,
                  },
                  // The views' text of the progress catalogue with the goals card, which the dashboard fetches as it scrolls.
                  {
                    name: 'progress-views',
                    test: /\/src\/(lib\/i18n\/en\/progress-views\.ts|components\/progress\/(GoalsCard\.tsx|goal-wording\.ts))$/,
                  },
                  // A form's messages by code (the message factory and the field messages): read together, one script.
                  { name: 'field-messages', test: /\/src\/lib\/contracts\/(message|field-messages)\.ts$/ },
                  // The dashboard's own views (the staff's member panel reuses the charts and the read-only week on a
                  // click): one script with the island instead of two.
                  {
                    name: 'dashboard',
                    test: /\/src\/(islands\/Dashboard\.tsx|lib\/i18n\/en\/week-overview\.ts|components\/(WeekOverview\.tsx|LatestAnswer\.tsx|progress\/(DashboardProgress\.tsx|WhenVisible\.tsx|TrendCharts?\.tsx|chart-geometry\.ts)))$/,
                  },
                  // The check-in summary, its wording and the progress catalogue's first part, the week tabs and day cards
                  // with their model, a week's picture, staff's answers to a week, and the weekly log's catalogue: what /weekly-log and /dashboard both draw first, one
                  // script (decimal-words goes with the measures: the comparison page reads it alone).
                  {
                    name: 'check-in',
                    test: /\/src\/(components\/(progress\/(CheckInSummary\.tsx|check-in-wording\.ts)|DayCard\.tsx|PictureOverlay\.tsx|WeekTabs\.tsx|WeekAnswers\.tsx|weekly-log-model\.ts|useLogsScreen\.ts)|lib\/i18n\/(en\/(progress|weekly-log|week-answers)|day-month)\.ts)$/,
                  },
                  // The form with its fields, and the hook that tells server render from browser: the pages that draw a
                  // form at first paint (/weekly-log, /messages, /support) read both, one script instead of two.
                  { name: 'Field', test: /\/src\/components\/(form\/(Form|Field)\.tsx|useHydrated\.ts)$/ },
                  // The toasts' store with their region: the region reads nothing else, and the store alone (imported by
                  // the day dialog, the report dialog and the replay) split into a script of its own, one more on the
                  // pages that load it at once.
                  { name: 'Toast', test: /\/src\/(components\/Toast\.tsx|lib\/toast\.ts)$/ },
                  { name: groupOf },
                ],
              },
            },
          },
        },
      };
    },
  };
}
