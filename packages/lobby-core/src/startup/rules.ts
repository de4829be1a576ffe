/**
 * Spec §4 "Start-up pop-up queue" and §5: whether each of the 14 start-up pop-ups shows, as pure
 * rules. The sequence (sequence.ts) gathers their inputs from the store and the hall; lobby-ui
 * shows what they let through. Which pop-up is which, in spec order, is `STARTUP_POPUPS`.
 */
import {
  hasFrameToShow,
  type CutOnce,
  type FirstChargeOffer,
  type NoticeFrame,
  type TaskItem,
  type WaitingCollect,
} from '@lobbykit/contract';

/** The start-up pop-ups, in the order they show. */
export const STARTUP_POPUPS = [
  'loginRegister',
  'registerRecharge',
  'forcedPasswordChange',
  'forcedBinding',
  'appDownload',
  'forcedPopups',
  'newCutOnce',
  'cutOnce',
  'firstCharge',
  'newUserTasks',
  'dailyTasks',
  'weeklyTasks',
  'everyThreeDayTasks',
  'waitingCollect',
] as const;
export type StartupPopupId = (typeof STARTUP_POPUPS)[number];

/** Who the lobby treats the user as (the session's `kind`). */
export type StartupKind = 'visitor' | 'demoGuest' | 'player';

/** What every promotional pop-up reads (spec §5: "only on the home page; most also need the game not to be playing"). */
export interface PlaceFacts {
  readonly kind: StartupKind;
  /** The lobby shows its home (the game route). */
  readonly home: boolean;
  /** A game is open. */
  readonly playing: boolean;
}

/** Cut-once, first charge, tasks and waiting-to-collect: a player on the home page, no game open. */
export function mayShowPromotion({ kind, home, playing }: PlaceFacts): boolean {
  return kind === 'player' && home && !playing;
}

/** The log-in / sign-up modal's landing rule (spec §5). */
export interface LoginRegisterFacts {
  readonly kind: StartupKind;
  /** The queue runs again after a login: the modal never opens by itself then. */
  readonly loginTriggered: boolean;
  /** The site's auto-visitor-login h5 switch. */
  readonly autoVisitorLogin: boolean;
  /** The landing URL's query. */
  readonly search: URLSearchParams;
  /** The hall said the visit's agent link is test-register: its visitor goes to the demo games. */
  readonly demoGames: boolean;
}

// The hall's word for an agent link that signs visitors up (its link types: register,
// testRegister, login).
const REGISTER_TYPE = 'register';

/**
 * Spec §5: only for someone not logged in, and only when the auto-visitor-login switch is on or
 * the landing URL is an agent's register link (`cid` or `id` with `type=register`); a link of any
 * other type keeps it shut, even with the switch on, and so does a test-register agent link.
 */
export function shouldOpenLoginRegister(facts: LoginRegisterFacts): boolean {
  const { kind, search } = facts;
  if (facts.loginTriggered || kind === 'player' || facts.demoGames) return false;
  const type = search.get('type');
  if (type !== null && type !== REGISTER_TYPE) return false;
  const agentLink = type === REGISTER_TYPE && (Boolean(search.get('cid')) || Boolean(search.get('id')));
  return facts.autoVisitorLogin || agentLink;
}

/** Spec §4: a registration marks the flag; the prompt shows once, to the new player. */
export function shouldShowRegisterRecharge(kind: StartupKind, flagged: boolean): boolean {
  return kind === 'player' && flagged;
}

/**
 * The forced password change: the hall says the player's login password must change (the user
 * info's `must_change_password`, set when support reset it). The weak-password warning at log-in
 * (spec §5, a strength score below 2) is the log-in modal's, not this pop-up's.
 */
export function shouldAskPasswordChange(kind: StartupKind, mustChange: boolean): boolean {
  return kind === 'player' && mustChange;
}

/** The base site config's switches the app-download prompt reads. */
export interface AppDownloadSwitches {
  /** The theme's app button is hidden (else the button is the way to the app). */
  readonly appButtonHidden?: boolean | undefined;
  /** Boot-install: prompt at start-up. */
  readonly bootInstall?: boolean | undefined;
  /** Installation is forced: prompt even when prompted before. */
  readonly forceInstall?: boolean | undefined;
  /** The download guide's style, 1 to 3; the prompt is the middle one's. */
  readonly guildDownloadStyle?: number | undefined;
}

export interface AppDownloadFacts {
  readonly switches: AppDownloadSwitches | undefined;
  /** The lobby runs inside the speed package (an app shell): it is the app already. */
  readonly speedPackage: boolean;
  /** A preview build of the site (`optimizationSiteConfig` previewonly). */
  readonly preview: boolean;
  /** The lobby shows the game route. */
  readonly home: boolean;
  /** This browser was prompted before. */
  readonly prompted: boolean;
}

/** The guide style whose prompt is the start-up modal (1 top bar, 2 modal, 3 float button). */
export const APP_DOWNLOAD_MODAL_STYLE = 2;

/** Spec §5: the app download modal's seven conditions. */
export function shouldPromptAppDownload(facts: AppDownloadFacts): boolean {
  const switches = facts.switches;
  return (
    switches?.appButtonHidden === true &&
    !facts.speedPackage &&
    !facts.preview &&
    facts.home &&
    switches.guildDownloadStyle === APP_DOWNLOAD_MODAL_STYLE &&
    switches.bootInstall === true &&
    (!facts.prompted || switches.forceInstall === true)
  );
}

/**
 * Spec §5: forced pop-ups show only if some frame has neither not-remind-again nor
 * not-remind-login (the frames given are those not past their end, with the player's choices
 * applied); on the home page, game or not.
 */
export function shouldShowForcedPopups(home: boolean, frames: readonly NoticeFrame[]): boolean {
  return home && hasFrameToShow(frames);
}

/** A task list pop-up shows while one of its tasks is not claimed yet (in progress or ready). */
export function hasOpenTask(tasks: readonly Pick<TaskItem, 'status'>[]): boolean {
  return tasks.some((task) => task.status !== 2);
}

/*
 * Each promotional pop-up's rule takes the place with the hall's answer, so one call says whether
 * that pop-up shows (the sequence asks the hall only when `mayShowPromotion` lets it).
 */

/**
 * A one-time cut (the new-player one or the other): the hall offers it (`show`) and names the
 * activity, without which the pop-up's draw has nothing to send.
 */
export function shouldShowCut(
  place: PlaceFacts,
  cut: Pick<CutOnce, 'show' | 'activityId'> | undefined,
): boolean {
  return mayShowPromotion(place) && cut?.show === true && cut.activityId !== undefined;
}

/** The first-charge offer: the hall offers it and has a tier to show (spec §4 "first-charge"). */
export function shouldShowFirstCharge(
  place: PlaceFacts,
  offer: Pick<FirstChargeOffer, 'show' | 'tiers'> | undefined,
): boolean {
  return mayShowPromotion(place) && offer?.show === true && offer.tiers.length > 0;
}

/** A task list pop-up (new-user, daily, weekly, every-3-day): while one of its tasks is unclaimed. */
export function shouldShowTasks(
  place: PlaceFacts,
  tasks: readonly Pick<TaskItem, 'status'>[] | undefined,
): boolean {
  return mayShowPromotion(place) && tasks !== undefined && hasOpenTask(tasks);
}

/** Waiting-to-collect: the hall says so and has a reward in the list to claim. */
export function shouldShowWaitingCollect(
  place: PlaceFacts,
  waiting: Pick<WaitingCollect, 'show' | 'items'> | undefined,
): boolean {
  return mayShowPromotion(place) && waiting?.show === true && waiting.items.length > 0;
}
