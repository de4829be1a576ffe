// The start-up sequence on screen (spec §4): lobby-core's sequence runs the queue, this shows the
// one pop-up it lets through and tells it when that pop-up closed. It starts once the first
// screen is painted, runs again with the login-triggered flag after a login, holds while the
// lobby's own dialogs are open, and re-reads the route gate as the player moves.
import { registerRechargeShown } from '@lobbykit/lobby-core';
import {
  createFrameStore,
  createStartupSequence,
  FRAME_LISTS,
  promotionsOf,
  STARTUP_POPUPS,
  type StartupPopupData,
  type StartupPopupId,
} from '@lobbykit/lobby-core/promotions';
import { useLobby, useSession } from '@lobbykit/lobby-core/react';
import { usePopupQueue } from '@lobbykit/popup-queue';
import { Suspense, useEffect, useRef, useState } from 'react';
import { AppDownloadDialog } from '../../promotions/AppDownloadDialog';
import { LazyFirstChargeDialog, LazyRegisterRechargePrompt } from '../money/lazy-money';
import { useOpenDeposit } from '../money/money-context';
import { useLobbyRouter } from '../router/router-context';
import { LazyForcedBindingHost, LazyForcedPasswordChangeHost } from '../security/lazy-security';
import { useOpenAuth } from '../session/auth-context';
import { useLobbyApp } from '../shell/app-context';
import {
  CutOnceItem,
  FramesItem,
  TasksItem,
  WaitingCollectItem,
  type StartupItemDeps,
} from './startup-items';
import { useStartupGate } from './startup-gate';

export interface StartupRunnerProps {
  /** The query of the address the lobby opened at. */
  readonly landingSearch: string;
  /** The sign-up on landing (spec §5's rule), the sequence's first pop-up. */
  readonly signUp: boolean;
  /** The other pop-ups. */
  readonly popups: boolean;
}

/** The pop-ups a lobby leaves out: the sign-up, the others, or none. */
const skipped = (signUp: boolean, popups: boolean): StartupPopupId[] =>
  STARTUP_POPUPS.filter((id) => (id === 'loginRegister' ? !signUp : !popups));

type Shown = {
  [K in StartupPopupId]: { readonly id: K; readonly data: StartupPopupData[K] };
}[StartupPopupId];

/** Opens an address in a new tab, or nothing where no window exists. */
const openTab = (url: string) => globalThis.open?.(url, '_blank', 'noopener,noreferrer');

export function StartupRunner({ landingSearch, signUp, popups }: StartupRunnerProps) {
  const lobby = useLobby();
  const session = useSession();
  const { page } = useLobbyRouter();
  const gate = useStartupGate();
  const openAuth = useOpenAuth();
  const openDeposit = useOpenDeposit();
  const { storage } = useLobbyApp();
  const home = page.page === 'home';
  const homeRef = useRef(home);

  const [setup] = useState(() => {
    const frames = createFrameStore({ storage, siteCode: lobby.store.getState().visit.siteCode });
    const promotions = promotionsOf(lobby);
    const sequence = createStartupSequence(lobby, {
      isGameRoute: () => homeRef.current,
      landingSearch,
      storage,
      skip: skipped(signUp, popups),
      frames: {
        visible: async (account, now) => {
          const box = await promotions.frameBox();
          if (!box.ok) return [];
          const visible = frames.visibleFrames(account, box.data, now);
          return FRAME_LISTS.flatMap((list) => visible[list]);
        },
      },
    });
    return { sequence, frames, promotions };
  });
  const { queue } = setup.sequence;

  useEffect(() => {
    queue.start();
    if (gate.held()) queue.pause();
    const stop = gate.subscribe(() => (gate.held() ? queue.pause() : queue.resume()));
    return () => {
      stop();
      queue.destroy();
    };
  }, [queue, gate]);

  // The route gate, read again as the player moves.
  useEffect(() => {
    homeRef.current = home;
    queue.refresh();
  }, [queue, home]);

  // Where the sequence stands, on the page's root element (`data-lobby-startup`: running, paused,
  // ended): for the end-to-end tests and a skin's own analytics, which wait for its end.
  useEffect(() => {
    const root = globalThis.document?.documentElement;
    if (!root) return undefined;
    const mark = () => {
      root.dataset['lobbyStartup'] = queue.getState().status;
    };
    mark();
    const stop = queue.subscribe(mark);
    return () => {
      stop();
      delete root.dataset['lobbyStartup'];
    };
  }, [queue]);

  // A login runs the sequence again, with the login-triggered flag (spec §4). An ended session
  // runs it again too, so no player's pop-up stays on screen, with the same flag: the sign-up
  // does not open by itself over the notice of a session that ended (another device, expiry).
  const username = session.kind === 'player' ? session.account.username : undefined;
  const runFor = useRef(username);
  useEffect(() => {
    if (runFor.current === username) return;
    runFor.current = username;
    if (username !== undefined) setup.frames.loggedIn(username);
    queue.restart(true);
    if (gate.held()) queue.pause();
  }, [username, queue, gate, setup]);

  const { current, close } = usePopupQueue(queue);
  if (!current) return null;
  const shown = current as unknown as Shown;
  const deps: StartupItemDeps = {
    promotions: setup.promotions,
    currency: session.kind === 'player' ? (session.account.currency ?? '') : '',
    close,
    onGo: () => openDeposit(),
  };
  return (
    <Suspense fallback={null}>
      <StartupPopup
        key={shown.id}
        shown={shown}
        deps={deps}
        account={username ?? ''}
        frames={setup.frames}
        onSignUp={() => openAuth('register')}
        onRechargeShown={() => lobby.store.dispatch(registerRechargeShown())}
        onDeposit={(amount) => openDeposit(amount === undefined ? undefined : { amount })}
        onAppPrompted={setup.sequence.appDownloadPrompted}
        siteName={lobby.select.siteInfo(lobby.store.getState())?.siteName ?? ''}
      />
    </Suspense>
  );
}

interface StartupPopupProps {
  readonly shown: Shown;
  readonly deps: StartupItemDeps;
  readonly account: string;
  readonly frames: ReturnType<typeof createFrameStore>;
  readonly onSignUp: () => void;
  readonly onRechargeShown: () => void;
  readonly onDeposit: (amount?: string) => void;
  readonly onAppPrompted: () => void;
  readonly siteName: string;
}

/** The pop-up of the item on screen. */
function StartupPopup(props: StartupPopupProps) {
  const { shown, deps } = props;
  const { close } = deps;
  switch (shown.id) {
    case 'loginRegister':
      return <Effect run={() => (props.onSignUp(), close())} />;
    case 'registerRecharge':
      return (
        <>
          <Effect run={props.onRechargeShown} />
          <LazyRegisterRechargePrompt
            open
            onClose={close}
            onDeposit={() => {
              close();
              props.onDeposit();
            }}
          />
        </>
      );
    case 'forcedPasswordChange':
      return <LazyForcedPasswordChangeHost onChanged={close} />;
    case 'forcedBinding':
      return (
        <LazyForcedBindingHost
          required={shown.data.required}
          limit={shown.data.limit}
          currency={deps.currency}
          onBound={close}
        />
      );
    case 'appDownload':
      return (
        <>
          <Effect run={props.onAppPrompted} />
          <AppDownloadDialog
            open
            siteName={props.siteName}
            onClose={close}
            onDownload={() => {
              close();
              openTab(shown.data.url);
            }}
          />
        </>
      );
    case 'forcedPopups':
      return (
        <FramesItem frames={shown.data.frames} store={props.frames} account={props.account} close={close} />
      );
    case 'newCutOnce':
    case 'cutOnce':
      return (
        <CutOnceItem cut={shown.data} kind={shown.id === 'newCutOnce' ? 'new' : 'regular'} deps={deps} />
      );
    case 'firstCharge':
      return (
        <LazyFirstChargeDialog
          open
          offer={shown.data}
          currency={deps.currency}
          onClose={close}
          onDeposit={(amount) => {
            close();
            props.onDeposit(amount);
          }}
        />
      );
    case 'newUserTasks':
    case 'dailyTasks':
    case 'weeklyTasks':
    case 'everyThreeDayTasks':
      return <TasksItem list={shown.data} deps={deps} />;
    case 'waitingCollect':
      return <WaitingCollectItem waiting={shown.data} deps={deps} />;
  }
}

/** Runs `run` once, when the pop-up shows. */
function Effect({ run }: { readonly run: () => void }) {
  const ran = useRef(false);
  useEffect(() => {
    if (ran.current) return;
    ran.current = true;
    run();
  }, [run]);
  return null;
}
