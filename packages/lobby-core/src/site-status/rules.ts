/**
 * Spec §4 "Site status" as pure rules: what an IP check and a maintenance check say about the
 * site, and the maintenance countdown corrected by the hall's clock. The watcher (watch.ts)
 * asks the hall and applies them; lobby-ui shows the outcome.
 */
import {
  maintenanceEndMs,
  maintenanceInfoSchema,
  ServiceCode,
  type IpCheck,
  type MaintenanceInfo,
} from '@lobbykit/contract';
import * as v from 'valibot';

/** What the three maintenance codes stand for (-3, 9111, -4). */
export type MaintenanceReason = 'maintenance' | 'frozen' | 'frozenAndMaintained';

const REASONS: Readonly<Record<string, MaintenanceReason>> = {
  [ServiceCode.SiteMaintenance]: 'maintenance',
  [ServiceCode.SiteFrozen]: 'frozen',
  [ServiceCode.SiteFrozenAndMaintained]: 'frozenAndMaintained',
};

/** The maintenance reason a service code stands for, or undefined for any other code. */
export function maintenanceReasonOf(code: string | undefined): MaintenanceReason | undefined {
  return code !== undefined && Object.hasOwn(REASONS, code) ? REASONS[code] : undefined;
}

/** The maintenance page's facts, as the lobby keeps them. */
export interface MaintenanceDetails {
  /** The end in epoch ms on the hall's clock (the info's `end_time` is in seconds). */
  readonly endMs?: number | undefined;
  /** The site's online customer-service link (http or https only). */
  readonly onlineService?: string | undefined;
}

/** An http(s) URL, else nothing: a link the page will open must not be `javascript:`. */
function webLink(value: string | undefined): string | undefined {
  if (!value || !URL.canParse(value)) return undefined;
  const { protocol } = new URL(value);
  return protocol === 'https:' || protocol === 'http:' ? value : undefined;
}

/** The details of a maintenance info the hall sent (anything unreadable is left out). */
export function maintenanceDetailsOf(data: unknown): MaintenanceDetails {
  const parsed = v.safeParse(maintenanceInfoSchema, data);
  const info: MaintenanceInfo = parsed.success ? parsed.output : {};
  return { endMs: maintenanceEndMs(info), onlineService: webLink(info.online_service) };
}

/** What a maintenance check said. */
export type MaintenanceReading =
  /** The site is in maintenance (or frozen): show, or update, the maintenance page. */
  | {
      readonly kind: 'closed';
      readonly reason: MaintenanceReason;
      readonly code: string;
      readonly details: MaintenanceDetails;
    }
  /** The hall answered, and not with a maintenance code: the site is open. */
  | { readonly kind: 'open' }
  /** No answer (network, time-out, unreadable): nothing is known, nothing changes. */
  | { readonly kind: 'unknown' };

/** A check's answer as the lobby's API gives it: data, or an error (a serialized hall error has `kind`). */
export interface CheckAnswer {
  readonly data?: unknown;
  readonly error?: unknown;
}

/** The fields of a serialized hall error this reads, from whatever error came. */
function hallErrorOf(error: unknown): { kind?: unknown; code?: unknown; data?: unknown } {
  return typeof error === 'object' && error !== null ? error : {};
}

/**
 * Reads a maintenance check. The hall answers the maintenance code with the info while the site
 * is closed, and success (`status: 'normal'`) once it is open. An answer with another service
 * code is an open site too (the hall would answer the maintenance code first). No answer changes
 * nothing: an unreachable hall is not a reason to close the site, nor to open it.
 */
export function readMaintenanceAnswer(answer: CheckAnswer): MaintenanceReading {
  if (answer.error === undefined) return answer.data === undefined ? { kind: 'unknown' } : { kind: 'open' };
  const error = hallErrorOf(answer.error);
  if (error.kind !== 'service') return { kind: 'unknown' };
  const code = typeof error.code === 'string' ? error.code : undefined;
  const reason = maintenanceReasonOf(code);
  if (!reason || code === undefined) return { kind: 'open' };
  return { kind: 'closed', reason, code, details: maintenanceDetailsOf(error.data) };
}

/**
 * The end the maintenance time file (`/maintenance.json`) gives, in epoch ms on the hall's clock
 * (its `end_time` is in seconds, as the info's). Undefined when the file failed or has no readable
 * end: the page then shows no countdown. Only `end_time` is read, so a bad field beside it
 * does not lose the end.
 */
export function maintenanceFileEndMs(answer: CheckAnswer): number | undefined {
  const { data } = answer;
  if (answer.error !== undefined || typeof data !== 'object' || data === null) return undefined;
  return maintenanceDetailsOf({ end_time: (data as Record<string, unknown>)['end_time'] }).endMs;
}

/** What the IP check at start-up says: region refused first, then maintenance, else open. */
export type IpCheckReading =
  | {
      readonly kind: 'regionRestricted';
      readonly ip?: string | undefined;
      /** The telephone calling code the hall recommends (`+55`). */
      readonly recommendAreaCode?: string | undefined;
    }
  | { readonly kind: 'maintenance' }
  | { readonly kind: 'open' };

export function readIpCheck(check: IpCheck): IpCheckReading {
  if (!check.isAreaAllowed) {
    return { kind: 'regionRestricted', ip: check.ip, recommendAreaCode: areaCode(check.recommendAreaCode) };
  }
  return check.isInMaintenance ? { kind: 'maintenance' } : { kind: 'open' };
}

/**
 * The recommended area code as shown to the visitor: a telephone calling code (`+55`, `55`, shown
 * as `+55`), else nothing (anything else the hall sends is not shown).
 */
function areaCode(value: string | undefined): string | undefined {
  const digits = value === undefined ? undefined : /^\+?(\d{1,4})$/.exec(value.trim())?.[1];
  return digits === undefined ? undefined : `+${digits}`;
}
