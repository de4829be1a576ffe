// Plays the lobby's start-up pop-up sequence on @lobbykit/popup-queue, with controls for
// load results, the clock (time-outs), the game route and another open dialog.
import { createPopupQueue, usePopupQueue } from '@lobbykit/popup-queue';
import type { PopupItemState, PopupItemStatus, PopupQueue } from '@lobbykit/popup-queue';
import { useEffect, useId, useRef, useState, useSyncExternalStore } from 'react';
import { loadResults, steps } from './steps';
import type { LoadResult, Step, StepResults } from './steps';
import { createVirtualClock } from './virtual-clock';
import type { VirtualClock } from './virtual-clock';
import './simulator.css';

export interface PopupSimulatorProps {
  /** What each step's load does. */
  readonly results: StepResults;
  /** The route gate at start. */
  readonly onGameRoute: boolean;
  /** The "another dialog is open" gate at start. */
  readonly dialogOpen: boolean;
  /** `auto` moves the clock in real time; `manual` only on the Advance buttons. */
  readonly clock: 'auto' | 'manual';
  /** Starts the queue on mount. */
  readonly autoStart: boolean;
}

interface LogEntry {
  readonly key: number;
  readonly at: number;
  readonly text: string;
}

const statusLabel: Readonly<Record<PopupItemStatus, string>> = {
  waiting: 'waiting',
  loading: 'loading',
  loaded: 'loaded',
  showing: 'showing',
  closed: 'closed',
  skipped: 'skipped',
  timeout: 'timeout',
  failed: 'failed',
};

/** Loads a step the way its chosen result says, on the virtual clock. */
function load(step: Step, result: LoadResult, clock: VirtualClock): Promise<unknown> {
  const content = { title: step.title, blurb: step.blurb };
  switch (result) {
    case 'empty':
      return Promise.resolve(false);
    case 'fail':
      return Promise.reject(new Error(`${step.id} failed to load`));
    case 'hang':
      return new Promise<never>(() => undefined);
    case 'slow':
      return new Promise((resolve) => clock.setTimeout(() => resolve(content), 2000));
    case 'show':
      return Promise.resolve(content);
  }
}

interface Simulation {
  readonly queue: PopupQueue;
  readonly clock: VirtualClock;
  readonly setResult: (id: string, result: LoadResult) => void;
  readonly setGate: (next: { route?: boolean; dialog?: boolean }) => void;
}

/** The world around the queue: chosen load results, the two gates and the clock. */
function createSimulation(initial: PopupSimulatorProps): Simulation {
  let results = initial.results;
  const gates = { route: initial.onGameRoute, dialog: initial.dialogOpen };
  const clock = createVirtualClock();
  const queue = createPopupQueue(
    steps.map((step) => ({
      id: step.id,
      advance: step.advance,
      reshowOnResume: step.reshowOnResume,
      showTimes: step.showTimes,
      load: () => load(step, results[step.id] ?? 'show', clock),
    })),
    { isGameRoute: () => gates.route, isDialogOpen: () => gates.dialog, timers: clock },
  );
  return {
    queue,
    clock,
    setResult: (id, result) => {
      results = { ...results, [id]: result };
    },
    setGate: (next) => {
      Object.assign(gates, next);
      queue.refresh();
    },
  };
}

export function PopupSimulator(props: PopupSimulatorProps) {
  const [sim] = useState(() => createSimulation(props));
  useEffect(() => () => sim.queue.destroy(), [sim]);
  return <SimulatorView {...props} sim={sim} />;
}

function SimulatorView({ sim, ...props }: PopupSimulatorProps & { readonly sim: Simulation }) {
  const { queue, clock } = sim;
  const { state, current, close } = usePopupQueue(queue);
  const now = useSyncExternalStore(clock.subscribe, clock.now);
  const [choices, setChoices] = useState(props.results);
  const [route, setRoute] = useState(props.onGameRoute);
  const [dialog, setDialog] = useState(props.dialogOpen);
  const [mode, setMode] = useState(props.clock);
  const [log, setLog] = useState<readonly LogEntry[]>([]);

  useEffect(() => {
    let previous = queue.getState();
    let key = 0;
    return queue.subscribe(() => {
      const next = queue.getState();
      const lines: LogEntry[] = [];
      if (next.status !== previous.status)
        lines.push({ key: ++key, at: clock.now(), text: `queue ${next.status}` });
      next.items.forEach((item, index) => {
        const before = previous.items[index];
        if (before && before.status !== item.status) {
          lines.push({ key: ++key, at: clock.now(), text: `${item.id}: ${before.status} → ${item.status}` });
        }
      });
      previous = next;
      if (lines.length) setLog((entries) => [...lines.reverse(), ...entries].slice(0, 40));
    });
  }, [queue, clock]);

  useEffect(() => {
    if (props.autoStart) queue.start();
  }, [queue, props.autoStart]);

  useEffect(() => {
    if (mode !== 'auto') return undefined;
    const timer = setInterval(() => clock.advance(100), 100);
    return () => clearInterval(timer);
  }, [mode, clock]);

  const setGate = (next: { route?: boolean; dialog?: boolean }) => {
    if (next.route !== undefined) setRoute(next.route);
    if (next.dialog !== undefined) setDialog(next.dialog);
    sim.setGate(next);
  };

  const choose = (id: string, result: LoadResult) => {
    sim.setResult(id, result);
    setChoices((current) => ({ ...current, [id]: result }));
  };

  return (
    <div className="pq">
      <header className="pq-head">
        <div>
          <p className="pq-eyebrow">@lobbykit/popup-queue</p>
          <h1 className="pq-title">Start-up pop-up sequence</h1>
        </div>
        <div className="pq-head-stats">
          <span className="pq-pill" data-queue-status={state.status}>
            Queue: <strong>{state.status}</strong>
          </span>
          <span className="pq-pill">
            Clock: <strong>{(now / 1000).toFixed(1)} s</strong>
          </span>
          {state.loginTriggered && <span className="pq-pill pq-pill-accent">after login</span>}
        </div>
      </header>

      <div className="pq-grid">
        <section className="pq-card pq-steps" aria-labelledby="pq-steps-title">
          <h2 id="pq-steps-title" className="pq-card-title">
            Sequence
          </h2>
          <ol className="pq-step-list">
            {state.items.map((item, index) => (
              <StepRow
                key={item.id}
                index={index}
                item={item}
                step={steps[index]!}
                result={choices[item.id] ?? 'show'}
                onResult={(result) => choose(item.id, result)}
              />
            ))}
          </ol>
        </section>

        <div className="pq-side">
          <section className="pq-card" aria-labelledby="pq-controls-title">
            <h2 id="pq-controls-title" className="pq-card-title">
              Controls
            </h2>
            <div className="pq-buttons">
              <button type="button" className="pq-btn pq-btn-primary" onClick={() => queue.start()}>
                Start
              </button>
              <button type="button" className="pq-btn" onClick={() => queue.restart(true)}>
                Restart after login
              </button>
              <button type="button" className="pq-btn" onClick={() => queue.pause()}>
                Pause
              </button>
              <button type="button" className="pq-btn" onClick={() => queue.resume()}>
                Resume
              </button>
              <button type="button" className="pq-btn pq-btn-danger" onClick={() => queue.destroy()}>
                Destroy
              </button>
            </div>
            <div className="pq-switches">
              <label className="pq-switch">
                <input
                  type="checkbox"
                  role="switch"
                  checked={route}
                  onChange={(event) => setGate({ route: event.target.checked })}
                />
                <span>On the game route</span>
              </label>
              <label className="pq-switch">
                <input
                  type="checkbox"
                  role="switch"
                  checked={dialog}
                  onChange={(event) => setGate({ dialog: event.target.checked })}
                />
                <span>Another dialog open</span>
              </label>
              <label className="pq-switch">
                <input
                  type="checkbox"
                  role="switch"
                  checked={mode === 'auto'}
                  onChange={(event) => setMode(event.target.checked ? 'auto' : 'manual')}
                />
                <span>Clock runs by itself</span>
              </label>
            </div>
            <div className="pq-buttons">
              <button type="button" className="pq-btn" onClick={() => clock.advance(1000)}>
                Advance 1 s
              </button>
              <button type="button" className="pq-btn" onClick={() => clock.advance(5000)}>
                Advance 5 s
              </button>
            </div>
          </section>

          <Stage route={route} dialog={dialog} current={current} onClose={close} />

          <section className="pq-card" aria-labelledby="pq-log-title">
            <h2 id="pq-log-title" className="pq-card-title">
              Transitions
            </h2>
            {/* Focusable so the scrolling log can be read by keyboard. */}
            <div className="pq-log" role="log" tabIndex={0} aria-labelledby="pq-log-title">
              <ol>
                {log.length === 0 && <li>Press Start to run the sequence.</li>}
                {log.map((entry) => (
                  <li key={entry.key}>
                    <span className="pq-log-time">{(entry.at / 1000).toFixed(1)} s</span> {entry.text}
                  </li>
                ))}
              </ol>
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}

interface StepRowProps {
  readonly index: number;
  readonly item: PopupItemState;
  readonly step: Step;
  readonly result: LoadResult;
  readonly onResult: (result: LoadResult) => void;
}

function StepRow({ index, item, step, result, onResult }: StepRowProps) {
  const selectId = useId();
  return (
    <li className="pq-step" data-testid={`step-${item.id}`} data-status={item.status}>
      <span className="pq-step-index" aria-hidden="true">
        {index + 1}
      </span>
      <div className="pq-step-main">
        <span className="pq-step-name">{step.title}</span>
        <span className="pq-step-meta">
          {item.advance === 'loaded' ? 'next loads once loaded' : 'next loads once closed'}
          {item.reshowOnResume ? ' · re-runs on resume' : ''} · shows left {item.remaining}
        </span>
      </div>
      <label className="pq-visually-hidden" htmlFor={selectId}>
        Load result for {step.title}
      </label>
      <select
        id={selectId}
        className="pq-select"
        value={result}
        onChange={(event) => onResult(event.target.value as LoadResult)}
      >
        {Object.entries(loadResults).map(([value, label]) => (
          <option key={value} value={value}>
            {label}
          </option>
        ))}
      </select>
      <span className={`pq-status pq-status-${item.status}`}>{statusLabel[item.status]}</span>
    </li>
  );
}

interface StageProps {
  readonly route: boolean;
  readonly dialog: boolean;
  readonly current: PopupItemState | undefined;
  readonly onClose: () => void;
}

function Stage({ route, dialog, current, onClose }: StageProps) {
  const titleId = useId();
  const closeRef = useRef<HTMLButtonElement>(null);
  const content = current?.data as { title: string; blurb: string } | undefined;
  useEffect(() => {
    if (current) closeRef.current?.focus();
  }, [current]);
  return (
    <section className="pq-card pq-stage-card" aria-labelledby="pq-stage-title">
      <h2 id="pq-stage-title" className="pq-card-title">
        Lobby preview
      </h2>
      <div className="pq-stage" data-route={route ? 'game' : 'other'}>
        {route ? (
          <div className="pq-lobby" aria-hidden={current || dialog ? 'true' : undefined}>
            <div className="pq-lobby-bar" />
            <div className="pq-lobby-banner" />
            <div className="pq-lobby-tiles">
              {Array.from({ length: 6 }, (_, tile) => (
                <span key={tile} />
              ))}
            </div>
          </div>
        ) : (
          <p className="pq-other-route">Wallet page: pop-ups wait for the game route.</p>
        )}
        {current && content && (
          <div className="pq-scrim">
            <div className="pq-popup" role="dialog" aria-modal="true" aria-labelledby={titleId}>
              <div className="pq-popup-art" aria-hidden="true" />
              <h3 id={titleId} className="pq-popup-title">
                {content.title}
              </h3>
              <p className="pq-popup-blurb">{content.blurb}</p>
              <div className="pq-buttons">
                <button type="button" className="pq-btn pq-btn-primary" ref={closeRef} onClick={onClose}>
                  Got it
                </button>
                <button
                  type="button"
                  className="pq-btn"
                  onClick={onClose}
                  aria-label={`Close ${content.title}`}
                >
                  Close
                </button>
              </div>
            </div>
          </div>
        )}
        {dialog && (
          <div className="pq-scrim">
            <div className="pq-popup pq-popup-other" role="dialog" aria-label="Customer service">
              <h3 className="pq-popup-title">Customer service</h3>
              <p className="pq-popup-blurb">Another dialog is open, so the queue waits.</p>
            </div>
          </div>
        )}
      </div>
    </section>
  );
}
