// @ts-check
// A page's long tasks from a DevTools trace, each broken down into style, layout, paint and
// script, with the functions that took its script time (a CPU profile of the same load, mapped
// through the build's source maps). Pure: startup-trace.js gathers the trace and the profile.
import { originalPositionFor, TraceMap } from '@jridgewell/trace-mapping';

/** Tasks from this long block input (the Total Blocking Time counts what is past it). */
export const LONG_TASK_MS = 50;

/**
 * @typedef {{ name: string, ph?: string, ts: number, dur?: number, tdur?: number, pid: number,
 *   tid: number, args?: { name?: string } }} TraceEvent
 * @typedef {{ id: number, callFrame: { functionName: string, url: string, lineNumber: number,
 *   columnNumber: number }, children?: number[] }} ProfileNode
 * @typedef {{ nodes: ProfileNode[], startTime: number, samples?: number[], timeDeltas?: number[] }} CpuProfile
 * @typedef {(url: string) => TraceMap | undefined} SourceMaps
 * @typedef {{ startMs: number, durationMs: number, kinds: Map<string, number>,
 *   functions: Map<string, number>, ours: Map<string, number>, react: Map<string, number> }} LongTask
 */

// React's own phases, by the first of these functions found up a sample's stack: a render that
// holds the thread (a store update renders at once) reads differently from one React slices.
/** @type {ReadonlyArray<readonly [RegExp, string]>} */
const REACT_PHASES = [
  [
    /^(commitRoot|commitRootImpl|flushPassiveEffects|flushPendingEffects|commitLayoutEffects|commitMutationEffects)\b/,
    'commit',
  ],
  [/^workLoopSync\b/, 'render at once'],
  [/^workLoopConcurrent/, 'render in slices'],
];

// What the trace's events are, grouped as a person reads a performance panel.
/** @type {Record<string, string>} */
const KIND_OF = {
  UpdateLayoutTree: 'style',
  RecalculateStyles: 'style',
  Layout: 'layout',
  PrePaint: 'paint',
  Paint: 'paint',
  Layerize: 'paint',
  Commit: 'paint',
  ParseHTML: 'html',
  MinorGC: 'gc',
  MajorGC: 'gc',
  'V8.GC_SCAVENGER': 'gc',
  'v8.evaluateModule': 'script',
  EvaluateScript: 'script',
  FunctionCall: 'script',
  RunMicrotasks: 'script',
  TimerFire: 'script',
  FireAnimationFrame: 'script',
  EventDispatch: 'script',
};

/**
 * Source maps of the files in one build's `assets/`, read once each by `read(fileName)`.
 * @param {(file: string) => string | undefined} read
 * @returns {SourceMaps}
 */
export function sourceMapsIn(read) {
  /** @type {Map<string, TraceMap | undefined>} */
  const maps = new Map();
  return (url) => {
    const file = /\/assets\/([^/?#]+\.js)(?:[?#]|$)/.exec(url)?.[1];
    if (!file) return undefined;
    if (!maps.has(file)) {
      const text = read(file);
      maps.set(file, text === undefined ? undefined : new TraceMap(text));
    }
    return maps.get(file);
  };
}

/** A source path as a reader knows it: `packages/lobby-ui/src/x.ts`, `react-dom/cjs/y.js`. */
const readablePath = (/** @type {string} */ source) =>
  source.replace(/^.*node_modules\/(?:\.pnpm\/[^/]+\/node_modules\/)?/, '').replace(/^(\.\.\/)+/, '');

/**
 * Names a profile frame by its original source when the build has a map for it.
 * @param {SourceMaps} maps
 */
function frameNamer(maps) {
  /** @type {Map<string, { name: string, ours: boolean }>} */
  const cache = new Map();
  return (/** @type {ProfileNode['callFrame']} */ frame) => {
    const key = `${frame.url}:${frame.lineNumber}:${frame.columnNumber}:${frame.functionName}`;
    const known = cache.get(key);
    if (known) return known;
    let named = { name: frame.functionName || '(anonymous)', ours: false };
    const map = frame.lineNumber >= 0 ? maps(frame.url) : undefined;
    const at = map && originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber });
    if (at?.source) {
      named = {
        name: `${at.name ?? frame.functionName ?? '(anonymous)'} ${readablePath(at.source)}:${at.line}`,
        ours: !at.source.includes('node_modules'),
      };
    }
    cache.set(key, named);
    return named;
  };
}

/** @param {Map<string, number>} map @param {string} key @param {number} value */
const add = (map, key, value) => map.set(key, (map.get(key) ?? 0) + value);

/**
 * The renderer main thread's tasks over LONG_TASK_MS, in order. `scale` multiplies every time
 * first, as Lighthouse's simulation does with a trace taken at full speed (4 for its mobile
 * run): a load traced with `scale` 4 and no throttling lists the tasks its Total Blocking Time
 * counts. `clock: 'thread'` times each task by the CPU its thread had (the trace's `tdur`)
 * rather than by the wall clock: a before-and-after of a change on a busy machine then compares
 * the work done, not the moments another process held the core.
 * @param {TraceEvent[]} events
 * @param {CpuProfile} profile
 * @param {SourceMaps} maps
 * `from: 'firstContentfulPaint'` leaves out the tasks that ended before the page's first
 * contentful paint, as Total Blocking Time does (none when the trace has no such paint).
 * @param {{ scale?: number, clock?: 'wall' | 'thread', from?: 'start' | 'firstContentfulPaint' }} [options]
 * @returns {LongTask[]}
 */
export function longTasksOf(events, profile, maps, { scale = 1, clock = 'wall', from = 'start' } = {}) {
  /** An event's time on the chosen clock (µs); wall time where the trace has no thread time. */
  const timeOf = (/** @type {TraceEvent} */ event) =>
    (clock === 'thread' ? event.tdur : undefined) ?? event.dur ?? 0;
  const mainThreads = new Set(
    events
      .filter((event) => event.name === 'thread_name' && event.args?.name === 'CrRendererMain')
      .map((event) => `${event.pid}:${event.tid}`),
  );
  /** @type {Map<string, TraceEvent[]>} */
  const byThread = new Map();
  for (const event of events) {
    const thread = `${event.pid}:${event.tid}`;
    if (event.ph !== 'X' || event.dur === undefined || !mainThreads.has(thread)) continue;
    byThread.set(thread, [...(byThread.get(thread) ?? []), event]);
  }
  // The page's renderer is the busiest one (an about:blank renderer idles).
  const onMain = [...byThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  onMain.sort((a, b) => a.ts - b.ts);
  const firstTask = onMain.find((event) => event.name === 'RunTask');
  if (!firstTask) return [];
  // The page's first contentful paint: its renderer's, past the first task (not about:blank's).
  const paint = events.find(
    (event) =>
      event.name === 'firstContentfulPaint' && event.pid === firstTask.pid && event.ts >= firstTask.ts,
  );
  const countFrom = from === 'firstContentfulPaint' ? (paint?.ts ?? Infinity) : -Infinity;

  const nameOf = frameNamer(maps);
  const parentOf = new Map();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const nodes = new Map(profile.nodes.map((node) => [node.id, node]));
  /** @type {number[]} */
  const sampleTimes = [];
  const samples = profile.samples ?? [];
  const deltas = profile.timeDeltas ?? [];
  let time = profile.startTime;
  for (const delta of deltas) sampleTimes.push((time += delta));

  return onMain
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ts + (event.dur ?? 0) > countFrom &&
        (timeOf(event) * scale) / 1000 > LONG_TASK_MS,
    )
    .map((task) => {
      const end = task.ts + (task.dur ?? 0);
      /** @type {Map<string, number>} */
      const kinds = new Map();
      // Self time of each kind: an event's own duration less that of the events inside it (the
      // trace's events nest; sorted by start, a stack of the open ones finds each one's parent).
      /** @type {{ event: TraceEvent, kind: string, own: number }[]} */
      const open = [];
      const close = (/** @type {number} */ before) => {
        while (open.length > 0) {
          const last = open[open.length - 1];
          if (!last || last.event.ts + (last.event.dur ?? 0) > before) break;
          open.pop();
          add(kinds, last.kind, (Math.max(0, last.own) * scale) / 1000);
        }
      };
      for (const event of onMain) {
        if (event === task || event.ts < task.ts || event.ts >= end) continue;
        const kind = KIND_OF[event.name];
        if (!kind) continue;
        close(event.ts);
        const parent = open[open.length - 1];
        if (parent) parent.own -= timeOf(event);
        open.push({ event, kind, own: timeOf(event) });
      }
      close(Infinity);
      /** @type {Map<string, number>} */
      const functions = new Map();
      /** @type {Map<string, number>} */
      const ours = new Map();
      /** @type {Map<string, number>} */
      const react = new Map();
      samples.forEach((id, index) => {
        const at = sampleTimes[index] ?? 0;
        if (at < task.ts || at >= end) return;
        const ms = ((deltas[index + 1] ?? 0) * scale) / 1000;
        const node = nodes.get(id);
        if (!node || node.callFrame.url === '') return;
        add(functions, nameOf(node.callFrame).name, ms);
        // A render that claims server markup on its way (canHydrateInstance, ...) is a hydration.
        let hydrating = false;
        phases: for (let up = id; up !== undefined; up = parentOf.get(up)) {
          const name = nameOf(nodes.get(up)?.callFrame ?? node.callFrame).name;
          hydrating ||= /ydrat/.test(name);
          for (const [pattern, phase] of REACT_PHASES)
            if (pattern.test(name)) {
              add(react, phase === 'commit' || !hydrating ? phase : `${phase}, hydrating`, ms);
              break phases;
            }
        }
        // The nearest lobbykit function up the stack: whose work a library's time was.
        for (let up = id; up !== undefined; up = parentOf.get(up)) {
          const frame = nameOf(nodes.get(up)?.callFrame ?? node.callFrame);
          if (frame.ours) return void add(ours, frame.name, ms);
        }
        add(ours, '(no lobbykit function on the stack)', ms);
      });
      return {
        startMs: (task.ts - firstTask.ts) / 1000,
        durationMs: (timeOf(task) * scale) / 1000,
        kinds,
        functions,
        ours,
        react,
      };
    });
}

/** @param {Map<string, number>} map @param {number} count */
const top = (map, count) =>
  [...map]
    .filter(([, ms]) => ms >= 1)
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `${Math.round(ms)} ${name}`);

/**
 * The time the long tasks blocked the page: each one's time past 50 ms (Total Blocking Time's
 * rule, over the whole trace).
 * @param {readonly LongTask[]} tasks
 */
export function blockingTimeOf(tasks) {
  return tasks.reduce((sum, task) => sum + Math.max(0, task.durationMs - LONG_TASK_MS), 0);
}

/**
 * The index of the run whose blocking time is the median (the lower middle of an even count):
 * its tasks are the ones worth reading.
 * @param {readonly number[]} blockingTimes
 */
export function medianRunOf(blockingTimes) {
  if (blockingTimes.length === 0) throw new RangeError('medianRunOf: no runs');
  const order = blockingTimes.map((ms, index) => ({ ms, index })).sort((a, b) => a.ms - b.ms);
  return order[Math.floor((order.length - 1) / 2)]?.index ?? 0;
}

/**
 * The tasks as lines a person reads, then the blocking time and the lobbykit functions behind it.
 * @param {LongTask[]} tasks
 * @param {{ top?: number }} [options] how many functions to name per task (the busiest first)
 */
export function summarise(tasks, { top: perTask = 3 } = {}) {
  const lines = [];
  /** @type {Map<string, number>} */
  const allOurs = new Map();
  for (const task of tasks) {
    lines.push(
      `  ${Math.round(task.durationMs)} ms at ${Math.round(task.startMs)} ms: ${top(task.kinds, 6).join(', ')}`,
    );
    const functions = top(task.functions, perTask);
    if (functions.length > 0) lines.push(`      functions: ${functions.join(' | ')}`);
    const react = top(task.react, 3);
    if (react.length > 0) lines.push(`      react: ${react.join(' | ')}`);
    const ours = top(task.ours, perTask);
    if (ours.length > 0) lines.push(`      lobbykit: ${ours.join(' | ')}`);
    for (const [name, ms] of task.ours) add(allOurs, name, ms);
  }
  lines.push(
    `${tasks.length} long tasks; blocking time past ${LONG_TASK_MS} ms each: ${Math.round(blockingTimeOf(tasks))} ms`,
  );
  lines.push('lobbykit functions in them, with the library work they called (ms):');
  lines.push(...top(allOurs, 15).map((line) => `  ${line}`));
  return lines.join('\n');
}
