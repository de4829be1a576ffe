// Faults of the notice channel the control API injects: a notice written twice (a duplicate the
// client must show once), and a socket killed between a notice and its ack (the hall reads the
// ack's frame, then drops the connection without recording it, so the notice is delivered
// again on the next connection and the client must not show it twice nor lose it).
import { isNoticeType, type NoticeType } from '@lobbykit/contract';

export const noticeFaultKinds = ['duplicate', 'drop-before-ack'] as const;
export type NoticeFaultKind = (typeof noticeFaultKinds)[number];

export interface NoticeFaultSpec {
  readonly kind: NoticeFaultKind;
  /** Only notices of this type. @default every type */
  readonly type?: NoticeType;
  readonly siteCode?: string;
  readonly username?: string;
  /** How many notices it hits before it is removed. @default unlimited */
  readonly times?: number;
}

export interface ActiveNoticeFault extends NoticeFaultSpec {
  readonly id: number;
  hits: number;
}

/** What a written notice is, for matching. */
interface WrittenNotice {
  readonly type: string;
  readonly siteCode: string;
  readonly username: string | null;
}

export interface NoticeFaultRegistry {
  /** Adds a fault; throws a TypeError naming the bad field. */
  add(spec: unknown): ActiveNoticeFault;
  list(): readonly ActiveNoticeFault[];
  clear(): void;
  /** The first fault for this notice, counted as one hit (removed when used up). */
  take(notice: WrittenNotice): ActiveNoticeFault | undefined;
}

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new TypeError(`notice fault: ${message}`);
}

function validate(input: unknown): NoticeFaultSpec {
  check(typeof input === 'object' && input !== null && !Array.isArray(input), 'expected a JSON object');
  const spec = input as Record<string, unknown>;
  check(
    noticeFaultKinds.includes(spec.kind as NoticeFaultKind),
    `kind must be one of ${noticeFaultKinds.join(', ')}`,
  );
  check(spec.type === undefined || isNoticeType(spec.type), 'type must be a notice type');
  for (const key of ['siteCode', 'username'] as const)
    check(
      spec[key] === undefined || (typeof spec[key] === 'string' && spec[key] !== ''),
      `${key} must be text`,
    );
  check(
    spec.times === undefined || (Number.isInteger(spec.times) && (spec.times as number) > 0),
    'times must be a positive integer',
  );
  return spec as unknown as NoticeFaultSpec;
}

export function createNoticeFaultRegistry(): NoticeFaultRegistry {
  let faults: ActiveNoticeFault[] = [];
  let nextId = 1;
  const matches = (fault: ActiveNoticeFault, notice: WrittenNotice) =>
    (fault.type === undefined || fault.type === notice.type) &&
    (fault.siteCode === undefined || fault.siteCode === notice.siteCode) &&
    (fault.username === undefined || fault.username === notice.username);
  return {
    add(input) {
      const fault: ActiveNoticeFault = { ...validate(input), id: nextId++, hits: 0 };
      faults.push(fault);
      return fault;
    },
    list: () => faults,
    clear() {
      faults = [];
    },
    take(notice) {
      const fault = faults.find((candidate) => matches(candidate, notice));
      if (!fault) return undefined;
      fault.hits++;
      if (fault.times !== undefined && fault.hits >= fault.times)
        faults = faults.filter((other) => other !== fault);
      return fault;
    },
  };
}
