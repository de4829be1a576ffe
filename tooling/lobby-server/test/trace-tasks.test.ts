// The long tasks of a start-up trace: what each is made of and whose functions took its time.
import { describe, expect, it } from 'vitest';
import { blockingTimeOf, longTasksOf, medianRunOf, sourceMapsIn, summarise } from '../audit/trace-tasks.js';

const PID = 7;
const MAIN = 1;
const event = (name: string, ts: number, dur: number, tid = MAIN) => ({
  name,
  ph: 'X',
  ts,
  dur,
  pid: PID,
  tid,
});
const threadName = (tid: number, name: string) => ({
  name: 'thread_name',
  ts: 0,
  pid: PID,
  tid,
  args: { name },
});

// A main thread with one short task and one of 120 ms: a 40 ms script call with a 10 ms forced
// layout inside it, then 35 ms of style and 15 ms of layout; a worker busy beside it.
const events = [
  threadName(MAIN, 'CrRendererMain'),
  threadName(2, 'DedicatedWorker thread'),
  event('RunTask', 0, 20_000),
  event('RunTask', 100_000, 120_000),
  event('FunctionCall', 100_000, 40_000),
  event('Layout', 120_000, 10_000),
  event('UpdateLayoutTree', 150_000, 35_000),
  event('Layout', 190_000, 15_000),
  event('RunTask', 100_000, 500_000, 2),
];

// Two functions sampled in the long task (the app's function calling a library's), one before it.
const profile = {
  startTime: 0,
  nodes: [
    {
      id: 1,
      callFrame: { functionName: '(root)', url: '', lineNumber: -1, columnNumber: -1 },
      children: [2],
    },
    {
      id: 2,
      callFrame: { functionName: 'render', url: 'http://x/assets/main.js', lineNumber: 0, columnNumber: 0 },
      children: [3],
    },
    {
      id: 3,
      callFrame: { functionName: 'commit', url: 'http://x/assets/vendor.js', lineNumber: 0, columnNumber: 0 },
    },
  ],
  // A sample lasts until the next one: the last, the idle root, ends the profile.
  samples: [2, 3, 3, 2, 1],
  timeDeltas: [10_000, 100_000, 10_000, 10_000, 10_000],
};

// main.js maps to the app's source; vendor.js has no map.
const MAP = JSON.stringify({
  version: 3,
  sources: ['../../packages/lobby-ui/src/app.tsx'],
  names: ['renderApp'],
  mappings: 'AAAAA',
});
const maps = sourceMapsIn((file) => (file === 'main.js' ? MAP : undefined));

describe('longTasksOf', () => {
  it('keeps the main thread’s tasks over 50 ms, each kind counted once however the events nest', () => {
    const [task, ...others] = longTasksOf(events, profile, maps);
    expect(others).toEqual([]);
    expect(task?.startMs).toBe(100);
    expect(task?.durationMs).toBe(120);
    expect(Object.fromEntries(task?.kinds ?? [])).toEqual({ script: 30, layout: 25, style: 35 });
  });

  it('names the sampled functions by their sources, and gives a library’s time to the app function that called it', () => {
    const [task] = longTasksOf(events, profile, maps);
    expect(Object.fromEntries(task?.functions ?? [])).toEqual({
      'renderApp packages/lobby-ui/src/app.tsx:1': 10,
      commit: 20,
    });
    expect(Object.fromEntries(task?.ours ?? [])).toEqual({ 'renderApp packages/lobby-ui/src/app.tsx:1': 30 });
  });
});

describe('longTasksOf, React’s phases', () => {
  // A sample under React's synchronous work loop, one under its sliced one, one in its commit.
  const frame = (id: number, functionName: string, children: number[] = []) => ({
    id,
    callFrame: { functionName, url: 'http://x/assets/react.js', lineNumber: 0, columnNumber: 0 },
    children,
  });
  const reactProfile = {
    startTime: 100_000,
    nodes: [
      {
        id: 1,
        callFrame: { functionName: '(root)', url: '', lineNumber: -1, columnNumber: -1 },
        children: [2, 4, 6],
      },
      frame(2, 'workLoopSync', [3]),
      frame(3, 'beginWork'),
      frame(4, 'workLoopConcurrentByScheduler', [5]),
      frame(5, 'beginWork'),
      frame(6, 'commitRoot', [7]),
      frame(7, 'commitLayoutEffects'),
    ],
    samples: [3, 5, 7, 1],
    timeDeltas: [0, 30_000, 20_000, 10_000],
  };

  it('says how much of a task React rendered at once, in slices, and committed', () => {
    const [task] = longTasksOf(events, reactProfile, maps);
    expect(Object.fromEntries(task?.react ?? [])).toEqual({
      'render at once': 30,
      'render in slices': 20,
      commit: 10,
    });
    expect(summarise([task!])).toContain('      react: 30 render at once | 20 render in slices | 10 commit');
  });

  it('counts a full-speed trace as Lighthouse simulates a phone with scale: every time multiplied', () => {
    const short = [
      threadName(MAIN, 'CrRendererMain'),
      event('RunTask', 0, 20_000),
      event('Layout', 0, 20_000),
    ];
    expect(longTasksOf(short, profile, maps)).toEqual([]);
    const [task] = longTasksOf(short, profile, maps, { scale: 4 });
    expect(task?.durationMs).toBe(80);
    expect(Object.fromEntries(task?.kinds ?? [])).toEqual({ layout: 80 });
  });

  it('leaves out the tasks that ended before the first contentful paint with from: firstContentfulPaint', () => {
    const painted = [
      threadName(MAIN, 'CrRendererMain'),
      event('RunTask', 0, 80_000),
      { ...event('firstContentfulPaint', 100_000, 0), ph: 'R' },
      event('RunTask', 90_000, 70_000),
      event('RunTask', 300_000, 60_000),
    ];
    expect(longTasksOf(painted, profile, maps).map((task) => task.startMs)).toEqual([0, 90, 300]);
    const counted = longTasksOf(painted, profile, maps, { from: 'firstContentfulPaint' });
    // The task under way at the paint counts; the one over before it does not.
    expect(counted.map((task) => task.startMs)).toEqual([90, 300]);
    const unpainted = painted.filter((entry) => entry.name !== 'firstContentfulPaint');
    expect(longTasksOf(unpainted, profile, maps, { from: 'firstContentfulPaint' })).toEqual([]);
  });

  it('times tasks by their thread’s CPU with clock: thread, and by the wall clock where a trace has no CPU time', () => {
    // 90 ms on the wall, of which the thread ran 30 ms (20 of them layout): the rest it waited.
    const waited = [
      threadName(MAIN, 'CrRendererMain'),
      { ...event('RunTask', 0, 90_000), tdur: 30_000 },
      { ...event('Layout', 0, 60_000), tdur: 20_000 },
      event('RunTask', 200_000, 70_000),
    ];
    expect(longTasksOf(waited, profile, maps).map((task) => task.durationMs)).toEqual([90, 70]);
    const byCpu = longTasksOf(waited, profile, maps, { clock: 'thread', scale: 2 });
    expect(byCpu.map((task) => task.durationMs)).toEqual([60, 140]);
    expect(Object.fromEntries(byCpu[0]?.kinds ?? [])).toEqual({ layout: 40 });
  });
});

describe('summarise', () => {
  it('prints each task, the blocking time past 50 ms and the lobbykit functions behind it', () => {
    const text = summarise(longTasksOf(events, profile, maps));
    expect(text).toContain('120 ms at 100 ms: 35 style, 30 script, 25 layout');
    expect(text).toContain('1 long tasks; blocking time past 50 ms each: 70 ms');
    expect(text).toContain('  30 renderApp packages/lobby-ui/src/app.tsx:1');
  });
});

describe('blockingTimeOf', () => {
  it.each([
    { durations: [], blocking: 0 },
    { durations: [50], blocking: 0 },
    { durations: [120], blocking: 70 },
    { durations: [120, 60, 51], blocking: 81 },
  ])('tasks of $durations ms block for $blocking ms', ({ durations, blocking }) => {
    const tasks = durations.map((durationMs) => ({
      startMs: 0,
      durationMs,
      kinds: new Map(),
      functions: new Map(),
      ours: new Map(),
      react: new Map(),
    }));
    expect(blockingTimeOf(tasks)).toBe(blocking);
  });
});

describe('medianRunOf', () => {
  it.each([
    { times: [700], run: 0 },
    { times: [900, 500, 700], run: 2 },
    { times: [900, 500, 700, 600], run: 3 },
    { times: [500, 500, 500], run: 1 },
  ])('of runs blocking $times ms, run $run', ({ times, run }) => {
    expect(medianRunOf(times)).toBe(run);
  });

  it('refuses no runs', () => {
    expect(() => medianRunOf([])).toThrow(RangeError);
  });
});
