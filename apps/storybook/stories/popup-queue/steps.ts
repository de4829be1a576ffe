// The lobby's start-up pop-up sequence (spec §4), in order, as simulator steps.
import type { PopupAdvance } from '@lobbykit/popup-queue';

export type LoadResult = 'show' | 'empty' | 'fail' | 'slow' | 'hang';

export const loadResults: Readonly<Record<LoadResult, string>> = {
  show: 'Loads, shows',
  empty: 'Nothing to show',
  fail: 'Load fails',
  slow: 'Loads in 2 s',
  hang: 'Hangs (times out)',
};

export interface Step {
  readonly id: string;
  readonly title: string;
  readonly blurb: string;
  /** When the next step starts loading. */
  readonly advance: PopupAdvance;
  readonly reshowOnResume?: boolean;
  readonly showTimes?: number;
}

export const steps: readonly Step[] = [
  {
    id: 'login-register',
    title: 'Login or register',
    blurb: 'Sign in to claim your welcome pack.',
    advance: 'closed',
  },
  {
    id: 'register-recharge',
    title: 'Register recharge',
    blurb: 'Top up now and double your first deposit.',
    advance: 'closed',
  },
  {
    id: 'force-password',
    title: 'Change your password',
    blurb: 'Your password must be changed before you play.',
    advance: 'closed',
  },
  {
    id: 'force-binding',
    title: 'Secure your account',
    blurb: 'Bind a phone, e-mail or authenticator to continue.',
    advance: 'closed',
  },
  {
    id: 'app-download',
    title: 'Get the app',
    blurb: 'Faster games and instant deposits on your phone.',
    advance: 'closed',
  },
  {
    id: 'forced-popups',
    title: 'Announcements',
    blurb: 'Important notices from the site.',
    advance: 'closed',
    reshowOnResume: true,
    showTimes: 3,
  },
  {
    id: 'new-cut-once',
    title: 'New-player cut',
    blurb: 'Spin the wheel and cut your way to a cash prize.',
    advance: 'loaded',
  },
  {
    id: 'cut-once',
    title: 'One-time cut',
    blurb: 'One more cut stands between you and the prize.',
    advance: 'loaded',
  },
  {
    id: 'first-charge',
    title: 'First charge bonus',
    blurb: 'Deposit today and get up to 100% extra.',
    advance: 'loaded',
  },
  {
    id: 'new-benefits',
    title: 'New-player tasks',
    blurb: 'Finish easy tasks, collect rewards every day.',
    advance: 'loaded',
  },
  {
    id: 'daily-tasks',
    title: 'Daily tasks',
    blurb: 'Three tasks are waiting for you today.',
    advance: 'loaded',
  },
  {
    id: 'weekly-tasks',
    title: 'Weekly tasks',
    blurb: 'Complete the week for a bigger chest.',
    advance: 'loaded',
  },
  {
    id: 'three-day-tasks',
    title: 'Every-3-day tasks',
    blurb: 'A fresh challenge every three days.',
    advance: 'loaded',
  },
  {
    id: 'waiting-to-collect',
    title: 'Rewards to collect',
    blurb: 'You have rewards waiting to be collected.',
    advance: 'closed',
    reshowOnResume: true,
  },
];

export type StepResults = Readonly<Record<string, LoadResult>>;

export const allShow: StepResults = Object.fromEntries(steps.map((step) => [step.id, 'show']));
