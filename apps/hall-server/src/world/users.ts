// Seeded players. Every seeded password is SEED_PASSWORD and every withdraw password that is
// set is SEED_WITHDRAW_PASSWORD, so tests and people trying the lobby can log in at once.
import type { Restriction } from '../store/records';

export const SEED_PASSWORD = 'Lobby1234';
export const SEED_WITHDRAW_PASSWORD = '123456';

export interface SeedAccount {
  readonly kind: 'bank' | 'ewallet' | 'crypto';
  readonly name: string;
  readonly holder?: string;
  readonly number: string;
}

export interface SeedUser {
  readonly siteCode: string;
  readonly username: string;
  readonly currency: string;
  readonly gameGold: number;
  readonly bonus?: number;
  readonly auditMode?: number;
  readonly depositCount?: number;
  /** What remains to be bet before a withdrawal. */
  readonly betRequirement?: number;
  /** Receiving accounts of withdrawals (numbers in full). */
  readonly accounts?: readonly SeedAccount[];
  readonly withdrawPassword?: boolean;
  readonly phone?: string;
  readonly email?: string;
  readonly googleAuth?: boolean;
  readonly frozen?: boolean;
  readonly restrictions?: readonly Restriction[];
  readonly loginVerify?: boolean;
  /** Support reset the password: a new one is asked for after log-in. */
  readonly mustChangePassword?: boolean;
  /** Self-excluded for this long from the seed time. */
  readonly selfExcludedForMs?: number;
  readonly agentId?: string;
  readonly channelId?: string;
  /** Linked identity-provider subjects. */
  readonly thirdParty?: { readonly line?: string; readonly google?: string; readonly facebook?: string };
  /** What the user is for, shown in the README table. */
  readonly purpose: string;
}

export const seedUsers: readonly SeedUser[] = [
  {
    siteCode: 'demo',
    username: 'player01',
    currency: 'BRL',
    gameGold: 1000,
    bonus: 50,
    depositCount: 3,
    withdrawPassword: true,
    phone: '+5511987654321',
    thirdParty: { line: 'line-user-player01' },
    accounts: [{ kind: 'bank', name: 'Banco do Brasil', holder: 'Player One', number: '00123456789' }],
    purpose: 'an ordinary player: balance, deposits, withdrawals; LINE subject line-user-player01',
  },
  {
    siteCode: 'demo',
    username: 'newbie01',
    currency: 'BRL',
    gameGold: 0,
    purpose: 'no deposit yet (first charge), no withdraw password (3003)',
  },
  {
    siteCode: 'demo',
    username: 'rich01',
    currency: 'BRL',
    gameGold: 20000,
    depositCount: 12,
    withdrawPassword: true,
    purpose: 'balance above the large-amount limit with no binding (forced binding, 70202 on withdraw)',
  },
  {
    siteCode: 'demo',
    username: 'audit01',
    currency: 'BRL',
    gameGold: 300,
    bonus: 200,
    auditMode: 1,
    depositCount: 1,
    withdrawPassword: true,
    betRequirement: 600,
    purpose: 'bonus under audit (auditMode 1): 600 still to bet before a withdrawal',
  },
  {
    siteCode: 'demo',
    username: 'frozen01',
    currency: 'BRL',
    gameGold: 10,
    frozen: true,
    purpose: 'frozen account (1025 at login)',
  },
  {
    siteCode: 'demo',
    username: 'restricted01',
    currency: 'BRL',
    gameGold: 10,
    restrictions: ['login', 'receive', 'game', 'recharge'],
    purpose: 'restricted from login, events, games and recharge (1334)',
  },
  {
    siteCode: 'demo',
    username: 'limited01',
    currency: 'BRL',
    gameGold: 100,
    restrictions: ['receive', 'game', 'recharge'],
    purpose: 'may log in, but receive, game and recharge answer 1334',
  },
  {
    siteCode: 'demo',
    username: 'verify01',
    currency: 'BRL',
    gameGold: 100,
    loginVerify: true,
    email: 'verify01@example.com',
    purpose: 'login needs extra verification (loginVerify)',
  },
  {
    siteCode: 'demo',
    username: 'excluded01',
    currency: 'BRL',
    gameGold: 100,
    selfExcludedForMs: 30 * 86_400_000,
    purpose: 'self-excluded for 30 days (1334 at login)',
  },
  {
    siteCode: 'demo',
    username: 'agent01',
    currency: 'BRL',
    gameGold: 100,
    agentId: '7001',
    channelId: '8001',
    purpose: 'registered through agent 7001 / channel 8001',
  },
  {
    siteCode: 'demo',
    username: 'contact01',
    currency: 'BRL',
    gameGold: 500,
    depositCount: 1,
    phone: '+5511912345678',
    email: 'contact01@example.com',
    purpose: 'logs in by phone (+55 11912345678) or by e-mail (contact01@example.com)',
  },
  {
    siteCode: 'cove',
    username: 'marina01',
    currency: 'BRL',
    gameGold: 800,
    depositCount: 1,
    purpose: 'a player of the lagoon theme’s site (Blue Cove)',
  },
  {
    siteCode: 'siam',
    username: 'somchai01',
    currency: 'THB',
    gameGold: 5000,
    bonus: 100,
    depositCount: 2,
    withdrawPassword: true,
    phone: '+66812345678',
    accounts: [{ kind: 'bank', name: 'Kasikornbank', holder: 'Somchai Jaidee', number: '1234567890' }],
    purpose: 'Thai site player',
  },
  {
    siteCode: 'siam',
    username: 'niran01',
    currency: 'THB',
    gameGold: 3000,
    depositCount: 1,
    phone: '+66891234567',
    email: 'niran01@example.com',
    purpose: 'logs in by phone (+66 0891234567 or 891234567) or by e-mail (niran01@example.com)',
  },
  {
    siteCode: 'siam',
    username: 'malee01',
    currency: 'THB',
    gameGold: 80000,
    depositCount: 4,
    withdrawPassword: true,
    purpose: 'above the THB large-amount limit with no phone',
  },
  {
    siteCode: 'nova',
    username: 'crypto01',
    currency: 'USDT1:1',
    gameGold: 500,
    depositCount: 1,
    withdrawPassword: true,
    email: 'crypto01@example.com',
    googleAuth: true,
    accounts: [{ kind: 'crypto', name: 'USDT-TRC20', number: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE' }],
    purpose: 'USDT player with email and Google authenticator',
  },
  {
    siteCode: 'nova',
    username: 'satoshi01',
    currency: 'BTC1:100000',
    gameGold: 250000,
    depositCount: 1,
    withdrawPassword: true,
    accounts: [{ kind: 'crypto', name: 'BTC', number: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' }],
    purpose: 'BTC (1:100000) player',
  },
  { siteCode: 'nova', username: 'rupee01', currency: 'INR', gameGold: 10000, purpose: 'INR player' },
  {
    siteCode: 'demo',
    username: 'reset01',
    currency: 'BRL',
    gameGold: 300,
    depositCount: 1,
    mustChangePassword: true,
    purpose: 'support reset the password: asked for a new one after log-in (forced password change)',
  },
];

/** The small seed keeps one player per site (fast tests). */
export const smallSeedUsernames: readonly string[] = ['player01', 'newbie01', 'somchai01', 'crypto01'];
