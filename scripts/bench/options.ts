/** What `npm run bench [-- --quick] [--report <file>]` runs: sizes and durations of the full run or the quick one. */
export interface BenchOptions {
  quick: boolean;
  /** A jest-compatible JSON report for CI's summary (rows that ran pass, rows that broke fail). */
  report: string | null;
  /**
   * `--rows 1,3`: only these rows (for working on one budget); null runs them all, as CI and the README table do.
   * `pwa` names the PWA checks of row 5 alone (without Lighthouse's runs).
   */
  rows: Set<string> | null;
  /** The app server's port; the in-process reference server takes the next one. */
  port: number;
  /** Seconds of load per measured endpoint, after `warmupSeconds` of unmeasured load. */
  seconds: number;
  warmupSeconds: number;
  connections: number;
  /** The community rows' data. */
  members: number;
  weeks: number;
  posts: number;
  commentsPerPost: number;
  /** The admin row's member count: members past `members` are seeded with their weeks but post nothing. */
  adminMembers: number;
  /**
   * Loads of the admin screen, each in a fresh browser context; the median is kept. Seven, because one load moves by
   * 150 ms on this machine and the median of three moved by 80 ms from run to run.
   */
  adminLoads: number;
  /** Lighthouse: runs per page (the median is kept) and the pages. */
  lighthouseRuns: number;
  lighthousePages: string[];
  /** The upload row: the picture's size, sequential uploads timed, and parallel uploads for the RSS growth. */
  uploadMegapixels: number;
  uploads: number;
  parallelUploads: number;
  /** The sign-in flood's concurrent sign-ins and how long it lasts. */
  floodConnections: number;
  floodSeconds: number;
}

export const BENCH_PASSWORD = 'bench member password';

export function readOptions(argv: string[]): BenchOptions {
  const quick = argv.includes('--quick');
  const at = argv.indexOf('--report');
  const report = at === -1 ? null : (argv[at + 1] ?? null);
  if (at !== -1 && (!report || report.startsWith('--'))) throw new Error('--report needs a file name');
  const rowsAt = argv.indexOf('--rows');
  const rowList = rowsAt === -1 ? null : (argv[rowsAt + 1] ?? '');
  if (rowList !== null && !/^([1-8]|pwa)(,([1-8]|pwa))*$/.test(rowList))
    throw new Error('--rows needs a list of row numbers (or pwa), like 1,2');
  const rows = rowList === null ? null : new Set(rowList.split(','));
  const port = Number(process.env['BENCH_PORT'] || 4611);
  const common = { quick, report, rows, port, connections: 20, uploadMegapixels: 12, parallelUploads: 8 };
  if (quick) {
    return {
      ...common,
      seconds: 1,
      warmupSeconds: 0.3,
      members: 20,
      weeks: 3,
      posts: 60,
      commentsPerPost: 2,
      adminMembers: 40,
      adminLoads: 1,
      lighthouseRuns: 1,
      lighthousePages: ['/', '/community'],
      uploadMegapixels: 2,
      uploads: 2,
      parallelUploads: 2,
      floodConnections: 8,
      floodSeconds: 1.5,
    };
  }
  return {
    ...common,
    seconds: 10,
    warmupSeconds: 2,
    members: 200,
    weeks: 12,
    posts: 2000,
    commentsPerPost: 5,
    adminMembers: 1000,
    adminLoads: 7,
    lighthouseRuns: 3,
    lighthousePages: ['/', '/login/', '/community', '/weekly-log'],
    uploads: 7,
    floodConnections: 32,
    floodSeconds: 10,
  };
}
