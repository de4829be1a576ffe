// Notices when a payload runs: every call the corpus makes is hooked and recorded here.

export interface XssDetector {
  /** What ran, in order, e.g. "alert(1)". */
  readonly hits: string[];
  uninstall(): void;
}

type Hookable = Window & typeof globalThis & Record<string, unknown>;

/** Replaces alert/confirm/prompt/print, adds window.__lkXss and __lkXssFlag, and watches console. */
export function installXssDetector(win: Window & typeof globalThis): XssDetector {
  const target = win as Hookable;
  const hits: string[] = [];
  const names = ['alert', 'confirm', 'prompt', 'print'] as const;
  const saved = new Map<string, unknown>(names.map((name) => [name, Reflect.get(target, name) as unknown]));
  const savedLog = win.console.log;
  for (const name of names) {
    (target as Record<string, unknown>)[name] = (...args: unknown[]) => {
      hits.push(`${name}(${args.map(String).join(',')})`);
      return null;
    };
  }
  target.__lkXss = (...args: unknown[]) => {
    hits.push(`__lkXss(${args.map(String).join(',')})`);
  };
  Object.defineProperty(win, '__lkXssFlag', {
    configurable: true,
    get: () => undefined,
    set: (value: unknown) => {
      hits.push(`__lkXssFlag=${String(value)}`);
    },
  });
  win.console.log = (...args: unknown[]) => {
    if (args.some((arg) => String(arg).includes('lk-xss'))) hits.push('console.log(lk-xss)');
    savedLog.apply(win.console, args);
  };
  return {
    hits,
    uninstall() {
      for (const [name, value] of saved) (target as Record<string, unknown>)[name] = value;
      delete target.__lkXss;
      delete target.__lkXssFlag;
      win.console.log = savedLog;
    },
  };
}
