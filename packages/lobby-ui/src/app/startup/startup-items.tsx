// The start-up pop-ups that claim or draw: each keeps what the hall answered last, says a refusal
// in the player's language, and reads its data again after a claim whose answer was lost (the
// hall may have credited it; the claim is never sent twice by itself).
import type { CutOnce, CutOnceDraw, NoticeFrame, TaskList, WaitingCollect } from '@lobbykit/contract';
import type { ClaimFailure, FrameStore, LobbyPromotions } from '@lobbykit/lobby-core/promotions';
import { useEffect, useState } from 'react';
import { claimErrorKey } from '../../promotions/claim-errors';
import { CutOnceDialog } from '../../promotions/CutOnceDialog';
import { NoticeFramesDialog } from '../../promotions/NoticeFramesDialog';
import { TaskListDialog } from '../../promotions/TaskListDialog';
import { WaitingCollectDialog } from '../../promotions/WaitingCollectDialog';
import { useLobbyText } from '../../shared/texts';

export interface StartupItemDeps {
  readonly promotions: LobbyPromotions;
  /** The player's currency. */
  readonly currency: string;
  /** Tells the queue the pop-up closed. */
  readonly close: () => void;
  /** "Go" on a task in progress: the pay modal (tasks ask for deposits). */
  readonly onGo: () => void;
}

/** The message of a claim that gave nothing; nothing for a double tap (the first one answers). */
function useClaimError() {
  const text = useLobbyText();
  const [error, setError] = useState<string>();
  const failed = (failure: ClaimFailure) => {
    if (failure.reason === 'inFlight') return;
    setError(text(claimErrorKey(failure.reason)));
  };
  return { error, failed, clear: () => setError(undefined) };
}

export function FramesItem({
  frames,
  store,
  account,
  close,
}: {
  readonly frames: readonly NoticeFrame[];
  readonly store: FrameStore;
  readonly account: string;
  readonly close: () => void;
}) {
  const expiry = (id: string) => frames.find((frame) => frame.id === id)?.storageExpirationTime;
  return (
    <NoticeFramesDialog
      open
      frames={frames}
      onRead={(id) => store.markRead(account, id, expiry(id))}
      onDismiss={(id, choice) => store.dismiss(account, id, choice, expiry(id))}
      onClose={close}
    />
  );
}

/** The clock the countdown reads, once a second. */
function useNow(): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return now;
}

export function CutOnceItem({
  cut: first,
  kind,
  deps,
}: {
  readonly cut: CutOnce;
  readonly kind: 'new' | 'regular';
  readonly deps: StartupItemDeps;
}) {
  const now = useNow();
  const [cut, setCut] = useState(first);
  const [drawing, setDrawing] = useState(false);
  const [lastDraw, setLastDraw] = useState<CutOnceDraw>();
  const claim = useClaimError();
  const draw = async () => {
    if (cut.activityId === undefined) return;
    claim.clear();
    setDrawing(true);
    const outcome = await deps.promotions.drawCut(cut.activityId);
    setDrawing(false);
    if (outcome.ok) {
      setLastDraw(outcome.data);
      setCut((shown) => ({ ...shown, progress: outcome.data.progress, turns: outcome.data.turns }));
      return;
    }
    claim.failed(outcome);
    if (outcome.reason === 'unsettled' || outcome.reason === 'noTurns') {
      const again = await deps.promotions.cutOnce(kind);
      if (again.ok) setCut((shown) => ({ ...shown, ...again.data }));
    }
  };
  return (
    <CutOnceDialog
      open
      cut={cut}
      kind={kind}
      now={now}
      currency={deps.currency}
      drawing={drawing}
      lastDraw={lastDraw}
      error={claim.error}
      onDraw={() => void draw()}
      onClose={deps.close}
    />
  );
}

export function TasksItem({
  list: first,
  deps,
}: {
  readonly list: TaskList;
  readonly deps: StartupItemDeps;
}) {
  const [list, setList] = useState(first);
  const [claiming, setClaiming] = useState<number>();
  const claim = useClaimError();
  // Loaded while earlier pop-ups showed, whose claims may have changed it: read again on show.
  const { promotions } = deps;
  useEffect(() => {
    let live = true;
    void promotions.tasks(first.code).then((again) => {
      if (live && again.ok) setList(again.data);
    });
    return () => {
      live = false;
    };
  }, [promotions, first.code]);
  const receive = async (taskId: number) => {
    claim.clear();
    setClaiming(taskId);
    const outcome = await deps.promotions.claimTask(taskId);
    if (!outcome.ok) claim.failed(outcome);
    // Claimed, claimed before, or maybe claimed: the hall's list says where each task stands.
    if (outcome.ok || outcome.reason === 'unsettled' || outcome.reason === 'alreadyReceived') {
      const again = await deps.promotions.tasks(list.code);
      if (again.ok) setList(again.data);
    }
    setClaiming(undefined);
  };
  return (
    <TaskListDialog
      open
      code={list.code}
      tasks={list.list}
      currency={deps.currency}
      claiming={claiming}
      error={claim.error}
      onClaim={(taskId) => void receive(taskId)}
      onGo={deps.onGo}
      onClose={deps.close}
    />
  );
}

export function WaitingCollectItem({
  waiting: first,
  deps,
}: {
  readonly waiting: WaitingCollect;
  readonly deps: StartupItemDeps;
}) {
  const [waiting, setWaiting] = useState(first);
  const [claiming, setClaiming] = useState<number | 'all'>();
  const claim = useClaimError();
  // Loaded while the task lists showed, whose claims changed what waits: read again on show.
  const { promotions } = deps;
  useEffect(() => {
    let live = true;
    void promotions.waitingCollect().then((again) => {
      if (live && again.ok) setWaiting(again.data);
    });
    return () => {
      live = false;
    };
  }, [promotions]);
  const receive = async (which: number | 'all') => {
    claim.clear();
    setClaiming(which);
    const outcome =
      which === 'all' ? await deps.promotions.claimAll() : await deps.promotions.claimTask(which);
    if (!outcome.ok) claim.failed(outcome);
    if (outcome.ok || outcome.reason === 'unsettled' || outcome.reason === 'alreadyReceived') {
      const again = await deps.promotions.waitingCollect();
      if (again.ok) setWaiting(again.data);
    }
    setClaiming(undefined);
  };
  // Everything collected: the pop-up has nothing left to show.
  const { close } = deps;
  const empty = waiting.items.length === 0;
  useEffect(() => {
    if (empty) close();
  }, [empty, close]);
  return (
    <WaitingCollectDialog
      open
      items={waiting.items}
      currency={deps.currency}
      claiming={claiming}
      error={claim.error}
      onClaim={(taskId) => void receive(taskId)}
      onClaimAll={() => void receive('all')}
      onClose={deps.close}
    />
  );
}
