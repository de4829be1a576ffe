// The records the store keeps: everything a restart must not lose.

/** What a user may be barred from (spec §6: events, games, login, recharge; error 1334). */
export type Restriction = 'login' | 'receive' | 'game' | 'recharge';
export const restrictionKinds: readonly Restriction[] = ['login', 'receive', 'game', 'recharge'];

export type IdentityKind = 'facebook' | 'google' | 'line';

/** A player's progress on one cut (hall/cut-once.ts), progress in units with 2 decimals. */
export interface CutOnceRecord {
  progress: number;
  /** Draws made in all, which numbers the next draw. */
  draws: number;
  /** The UTC day number of `usedToday`. */
  day: number;
  usedToday: number;
}

export interface UserRecord {
  id: number;
  siteCode: string;
  username: string;
  passwordSalt: string;
  passwordHash: string;
  currency: string;
  gameGold: number;
  bonus: number;
  /** 1 while a bonus is under audit (wagering not met). */
  auditMode: number;
  accountType: number;
  platformId: string;
  depositCount: number;
  mode: number;
  /** Fast-login key; rotated when the password changes. */
  userkey: string;
  /** The phone typed at registration or bound; a binding only when `phoneVerified`. */
  phone?: string;
  /** True once an SMS code sent to `phone` was confirmed (bindPhone); absent in older records. */
  phoneVerified?: boolean;
  /** The e-mail typed at registration or bound; a binding only when `emailVerified`. */
  email?: string;
  /** True once an e-mail code sent to `email` was confirmed (bindEmail). */
  emailVerified?: boolean;
  googleAuth: boolean;
  /** Base32 TOTP secret once Google authenticator is bound, or while a binding is pending. */
  googleAuthSecret?: string;
  withdrawPasswordSalt?: string;
  withdrawPasswordHash?: string;
  agentId?: string;
  channelId?: string;
  /** The invite code the player signed up with (an agent's link or typed). */
  inviteCode?: string;
  pkgId?: string;
  frozen: boolean;
  restrictions: Restriction[];
  /** Login needs an extra verification step (loginVerify). */
  loginVerify: boolean;
  /** The player must set a new login password before going on (support reset it). */
  mustChangePassword?: boolean;
  /** Self-exclusion end, epoch ms. */
  selfExcludedUntil?: number;
  /** Subject ids at the identity providers. */
  thirdParty: Partial<Record<IdentityKind, string>>;
  jpushWebId?: string;
  /** Reward keys already received (task ids, activity ids, daily keys, `cut:<activityId>`). */
  claims: string[];
  /** One-time cut progress by activity id; absent until the first draw. */
  cuts?: Record<string, CutOnceRecord>;
  /** What remains to be bet before a withdrawal (a bonus's bet requirement); absent is 0. */
  betRequirement?: number;
  /** Receiving accounts of withdrawals, oldest first. */
  accounts?: WithdrawAccountRecord[];
  deviceFingerprint?: string;
  createdAt: number;
  lastLoginAt?: number;
}

export interface SessionRecord {
  /** The session token (`token` header); without `boundKey`, the session key is derived from it. */
  token: string;
  /**
   * Base64 of the 32-byte session key agreed by ECDH at login, when the client sent its public
   * key: calls of the session are signed and sealed with it, and a signature made with the
   * token's key alone is refused. Absent for a client that sent no key (old clients).
   */
  boundKey?: string;
  jwt: string;
  siteCode: string;
  username: string;
  deviceId: string;
  deviceModel: string;
  createdAt: number;
  lastSeenAt: number;
}

/** A receiving account of withdrawals; `number` is kept in full and shown masked. */
export interface WithdrawAccountRecord {
  accountId: string;
  kind: 'bank' | 'ewallet' | 'crypto';
  name: string;
  holder?: string;
  number: string;
  createdAt: number;
}

type OrderKind = 'deposit' | 'withdraw';
type OrderStatus = 'pending' | 'success' | 'failed' | 'expired' | 'cancelled';

export interface OrderRecord {
  /** Decimal string above 2^53, so clients must keep every digit. */
  orderId: string;
  kind: OrderKind;
  siteCode: string;
  username: string;
  amount: number;
  currency: string;
  status: OrderStatus;
  /** The request id of the call that created it (idempotency key). */
  requestId: string;
  createdAt: number;
  completedAt?: number;
  isFirst?: boolean;
  payType?: string;
  /** A deposit's cashier page key (hall/cashier.ts): only the pay URL the player got carries it. */
  payKey?: string;
  /** A deposit made through a pay channel (absent for the older `payType` deposits). */
  channelId?: string;
  /** A channel deposit: when an unpaid order expires. */
  expiresAt?: number;
  /** A channel deposit: the bonus credited with it (0 when turned down or none). */
  bonus?: number;
  /** The bonus's bet requirement, added when the deposit completes. */
  betRequirement?: number;
  /** When the player said "I have transferred". */
  transferredAt?: number;
  voucher?: { url: string; uploadedAt: number };
  /** The payer fields the channel asked for. */
  payer?: Record<string, string>;
  /** A withdrawal's fee and what it pays out. */
  fee?: number;
  receive?: number;
  accountId?: string;
}

export interface NoticeRecord {
  msgId: string;
  siteCode: string;
  /** Null for a broadcast to the whole site. */
  username: string | null;
  type: string;
  data: Record<string, unknown>;
  createdAt: number;
  /** How many times it was written to a socket. */
  deliveries: number;
  ackedAt?: number;
}

export interface DedupRecord {
  key: string;
  /** Whose call it was (see dedupOwner): it is replayed for that owner only. */
  owner: string;
  /** The owner is a device without a session: these records share one cap. */
  anonymous: boolean;
  /** SHA-256 of the decrypted parameters: the same request id with other content is refused. */
  bodyHash: string;
  at: number;
  code: string | number;
  message: string;
  data?: unknown;
  headers: Record<string, string>;
}

export type SiteStatus = 'normal' | 'maintenance' | 'frozen' | 'frozenAndMaintained';

/** Switches of a site that the control API changes at run time. */
export interface SiteRuntime {
  status: SiteStatus;
  /** Maintenance end, epoch seconds. */
  maintenanceEndTime?: number;
  /**
   * The maintenance time file's own end (epoch seconds), in place of `maintenanceEndTime`: a
   * test's file that knows the end while the maintenance info does not.
   */
  maintenanceFileEndTime?: number;
  onlineService?: string;
  /** Overrides the geo table: true or false decides the IP check outright. */
  areaAllowed?: boolean;
  /** Replaces the site's seeded blocked regions. */
  blockedRegions?: string[];
  /** The client IP the server pretends every request of this site comes from. */
  clientIp?: string;
  /** Calls with a lower `version` header answer 999. */
  minVersion?: string;
  /** Site info fields changed at run time (a config change; static files are made again). */
  siteInfo?: {
    title?: string;
    backgroundColor?: string;
    skinTypeValue?: number;
    /** The site's languages, the first the default (replaces the seeded list). */
    languages?: string[];
    /** The site's currencies, the first the default (replaces the seeded list). */
    currencies?: string[];
  };
  /** Forces a captcha code on these routes (endpoint names) until a valid pass token comes. */
  forcedCaptcha?: { code: string; routes: string[] };
  /**
   * Where the site sends a LINE sign-in instead of the fake provider's authorize page: a page
   * of another origin a test serves (one that picks the account, or one that forges an answer).
   */
  lineAuthorizeUrl?: string;
}

interface StoreMeta {
  seed: string;
  createdAt: number;
  nextUserId: number;
  nextOrderSeq: number;
  nextMsgSeq: number;
}

export interface StoreData extends Record<string, unknown> {
  meta: StoreMeta;
  users: Record<string, UserRecord>;
  sessions: Record<string, SessionRecord>;
  orders: OrderRecord[];
  notices: NoticeRecord[];
  dedup: Record<string, DedupRecord>;
  sites: Record<string, SiteRuntime>;
  /** How many times each effect was applied (`deposit:<orderId>`, ...), for exactly-once checks. */
  effects: Record<string, number>;
}
