// @ts-check
// What the Lighthouse audit reads from a report and how it prints it: the figures of one page,
// the targets a theme's home must meet (issue 14 and docs QUALITY), and the table with each
// figure's verdict and its ratio to the reference measured in the same run.

/**
 * The part of a Lighthouse report (LH.Result) read here.
 * @typedef {{
 *   categories: { performance?: { score: number | null } },
 *   audits: Record<string, { numericValue?: number, details?: any }>,
 * }} Report
 */

/**
 * @typedef {{
 *   score: number,
 *   fcpMs: number,
 *   lcpMs: number,
 *   tbtMs: number,
 *   cls: number,
 *   scriptBytes: number,
 *   requestsBeforeFcp: number,
 *   apiRequestsBeforeFcp: number,
 * }} Figures
 */

/** What a theme's home must reach, Lighthouse mobile (slow 4G, 4x CPU). */
export const TARGETS = /** @type {const} */ ({
  score: { at: 'least', value: 95 },
  lcpMs: { at: 'most', value: 2_000 },
  tbtMs: { at: 'most', value: 150 },
  cls: { at: 'most', value: 0.02 },
});

/** @param {Report} report @param {string} audit */
function numeric(report, audit) {
  const value = report.audits[audit]?.numericValue;
  if (typeof value !== 'number') throw new Error(`lighthouse: the report has no ${audit}`);
  return value;
}

/**
 * The figures of one page. Requests before FCP compare each request's start with the observed
 * first contentful paint (unthrottled trace): the simulated throttling keeps their order.
 * @param {Report} report
 * @returns {Figures}
 */
export function figuresOf(report) {
  const score = report.categories.performance?.score;
  if (typeof score !== 'number') throw new Error('lighthouse: the report has no performance score');
  const requests = report.audits['network-requests']?.details;
  const metrics = report.audits.metrics?.details?.items?.[0];
  /** @type {{ url: string, rendererStartTime?: number, transferSize?: number, resourceType?: string }[]} */
  const items = requests?.items ?? [];
  // Timestamps in microseconds: network times are milliseconds after the first request.
  const networkStartUs = requests?.debugData?.networkStartTimeTs;
  const fcpUs = metrics?.observedFirstContentfulPaintTs;
  const beforeFcp = items.filter(
    (item) =>
      typeof networkStartUs === 'number' &&
      typeof fcpUs === 'number' &&
      item.rendererStartTime !== undefined &&
      networkStartUs + item.rendererStartTime * 1000 < fcpUs,
  );
  return {
    score: Math.round(score * 100),
    fcpMs: numeric(report, 'first-contentful-paint'),
    lcpMs: numeric(report, 'largest-contentful-paint'),
    tbtMs: numeric(report, 'total-blocking-time'),
    cls: numeric(report, 'cumulative-layout-shift'),
    scriptBytes: items
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0),
    requestsBeforeFcp: beforeFcp.length,
    apiRequestsBeforeFcp: beforeFcp.filter(
      (item) => URL.canParse(item.url) && new URL(item.url).pathname.startsWith('/hall/'),
    ).length,
  };
}

/**
 * The targets a page misses, by figure name.
 * @param {Figures} figures
 * @returns {(keyof typeof TARGETS)[]}
 */
export function missedTargets(figures) {
  return /** @type {(keyof typeof TARGETS)[]} */ (Object.keys(TARGETS)).filter((name) => {
    const { at, value } = TARGETS[name];
    return at === 'least' ? figures[name] < value : figures[name] > value;
  });
}

/**
 * `ratioFrom`: the least reference value a ratio is given for. An empty app blocks the thread
 * for a millisecond or two, and a ratio to that (x1891) says nothing a reader can use.
 * @type {{ key: keyof Figures, title: string, format: (value: number) => string, ratioFrom?: number }[]}
 */
const COLUMNS = [
  { key: 'score', title: 'score', format: (value) => String(value) },
  { key: 'fcpMs', title: 'FCP', format: (value) => `${(value / 1000).toFixed(2)} s` },
  { key: 'lcpMs', title: 'LCP', format: (value) => `${(value / 1000).toFixed(2)} s` },
  { key: 'tbtMs', title: 'TBT', format: (value) => `${Math.round(value)} ms`, ratioFrom: 10 },
  { key: 'cls', title: 'CLS', format: (value) => value.toFixed(3) },
  { key: 'scriptBytes', title: 'JS transferred', format: (value) => `${(value / 1024).toFixed(1)} KB` },
  { key: 'requestsBeforeFcp', title: 'requests < FCP', format: (value) => String(value) },
  { key: 'apiRequestsBeforeFcp', title: 'API < FCP', format: (value) => String(value) },
];

/**
 * The table: the reference first, then each app with, per figure, its verdict against the
 * target (where there is one) and its ratio to the reference (where the reference is not 0, nor too small to compare with).
 * @param {{ name: string, figures: Figures }} reference
 * @param {readonly { name: string, figures: Figures }[]} apps
 * @returns {string}
 */
export function formatTable(reference, apps) {
  const header = ['app', ...COLUMNS.map((column) => column.title)];
  const referenceRow = [
    reference.name,
    ...COLUMNS.map((column) => column.format(reference.figures[column.key])),
  ];
  const appRows = apps.map(({ name, figures }) => {
    const missed = missedTargets(figures);
    return [
      name,
      ...COLUMNS.map(({ key, format, ratioFrom = Number.MIN_VALUE }) => {
        const verdict = key in TARGETS ? (missed.includes(/** @type {any} */ (key)) ? ' FAIL' : ' pass') : '';
        const base = reference.figures[key];
        const ratio = base >= ratioFrom && key !== 'score' ? ` x${(figures[key] / base).toFixed(2)}` : '';
        return `${format(figures[key])}${verdict}${ratio}`;
      }),
    ];
  });
  const rows = [header, referenceRow, ...appRows];
  const widths = header.map((_, index) => Math.max(...rows.map((row) => row[index]?.length ?? 0)));
  const line = (/** @type {string[]} */ row) =>
    row
      .map((cell, index) => cell.padEnd(widths[index] ?? 0))
      .join('  ')
      .trimEnd();
  return [line(header), line(widths.map((width) => '-'.repeat(width))), ...rows.slice(1).map(line)].join(
    '\n',
  );
}
