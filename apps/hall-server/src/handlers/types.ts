// What a hall route handler receives and returns.
import type { Endpoint, EndpointName } from '@lobbykit/contract';
import type { Hall } from '../hall/hall';
import type { UploadedFile } from '../protocol/read-params';
import type { HallReply } from '../protocol/reply';
import type { SessionRecord, SiteRuntime, UserRecord } from '../store/records';
import type { SeedSite } from '../world/sites';

export interface CallContext {
  readonly hall: Hall;
  readonly endpoint: Endpoint;
  readonly site: SeedSite;
  readonly runtime: SiteRuntime;
  readonly params: Readonly<Record<string, unknown>>;
  readonly files: readonly UploadedFile[];
  /** Present when the call carried a live session token. */
  readonly session: SessionRecord | undefined;
  readonly user: UserRecord | undefined;
  /** The client IP as the hall sees it (the control API can override it per site). */
  readonly ip: string;
  /** A catalogue language (en_US, pt_PT, ...), from the header or parameter, else the site default. */
  readonly language: string;
  readonly currency: string | undefined;
  readonly deviceId: string;
  readonly deviceModel: string;
  readonly requestId: string | undefined;
  /** Origin of the API domain the call came to ('' in static mode). */
  readonly origin: string;
  /** 'static' when an asset domain makes a static file from this route. */
  readonly mode: 'live' | 'static';
}

/** Who may call: anyone, anyone (a user is used when present), or a logged-in user only. */
type Auth = 'none' | 'optional' | 'user';

export interface RouteSpec {
  /** @default 'none' for public endpoints, 'user' otherwise */
  readonly auth?: Auth;
  handle(context: CallContext): HallReply | Promise<HallReply>;
}

/** The same as RouteSpec, with the user known to be present. */
export interface UserCallContext extends CallContext {
  readonly user: UserRecord;
  readonly session: SessionRecord;
}

export type HallRouteName = Exclude<EndpointName, 'versionFile' | 'speedTest' | 'maintenanceTime'>;
export type RouteTable = { readonly [K in HallRouteName]?: RouteSpec };

/** Declares a route that needs a logged-in user. */
export function userRoute(handle: (context: UserCallContext) => HallReply | Promise<HallReply>): RouteSpec {
  return { auth: 'user', handle: (context) => handle(context as UserCallContext) };
}
