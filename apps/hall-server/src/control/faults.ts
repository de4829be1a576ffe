// Per-route faults the control API injects: delays, hangs, resets, error statuses, broken
// bodies and service codes. A fault matches a route (endpoint name or path, '*' for all),
// optionally a domain ('api', 'oss', 'api:1') and a method, for `times` requests or until
// removed.

export const faultKinds = [
  'delay',
  'hang',
  'reset',
  'status',
  'code',
  'non-json',
  'truncated-json',
  'undecryptable',
  'slow-body',
  'raw',
] as const;
export type FaultKind = (typeof faultKinds)[number];

export interface FaultSpec {
  readonly kind: FaultKind;
  /** Endpoint name ('login'), path ('/hall/home/login', '/op.json') or '*'. @default '*' */
  readonly route?: string;
  /** 'api', 'oss', or one domain such as 'api:0'. @default every domain */
  readonly domain?: string;
  readonly method?: 'GET' | 'POST';
  /** How many requests it hits before it is removed. @default unlimited */
  readonly times?: number;
  /** reset and hang: before the route runs (nothing applied) or after (applied). status: likewise. */
  readonly when?: 'before' | 'after';
  /** delay: wait before processing; slow-body: pause between the two halves of the body. */
  readonly ms?: number;
  /** status and raw: the HTTP status. */
  readonly status?: number;
  /** status: Retry-After header value (seconds or an HTTP date). */
  readonly retryAfter?: string | number;
  /** status and raw: body text. */
  readonly body?: string;
  readonly contentType?: string;
  /** code: the service code to answer, nothing applied. */
  readonly code?: string | number;
  readonly message?: string;
  readonly data?: unknown;
}

export interface ActiveFault extends FaultSpec {
  readonly id: number;
  hits: number;
}

interface RouteIdentity {
  /** Endpoint name when the path is a known endpoint. */
  readonly name: string | undefined;
  readonly path: string;
  readonly method: string;
  readonly domainId: string;
}

export interface FaultRegistry {
  /** Adds a fault; throws a TypeError naming the bad field. */
  add(spec: unknown): ActiveFault;
  list(): readonly ActiveFault[];
  remove(id: number): boolean;
  clear(): void;
  /** The first fault for this request, counted as one hit (removed when used up). */
  take(route: RouteIdentity): ActiveFault | undefined;
}

/** Where a fault acts: before the route runs, or on its answer. */
export function faultPhase(fault: FaultSpec): 'before' | 'after' {
  switch (fault.kind) {
    case 'delay':
    case 'code':
      return 'before';
    case 'hang':
    case 'reset':
    case 'status':
      return fault.when ?? 'before';
    default:
      return 'after';
  }
}

function check(condition: boolean, message: string): asserts condition {
  if (!condition) throw new TypeError(`fault: ${message}`);
}

function validate(input: unknown): FaultSpec {
  check(typeof input === 'object' && input !== null && !Array.isArray(input), 'expected a JSON object');
  const spec = input as Record<string, unknown>;
  check(faultKinds.includes(spec.kind as FaultKind), `kind must be one of ${faultKinds.join(', ')}`);
  check(
    spec.route === undefined || (typeof spec.route === 'string' && spec.route !== ''),
    'route must be a non-empty string',
  );
  check(
    spec.domain === undefined || (typeof spec.domain === 'string' && /^(api|oss)(:\d+)?$/.test(spec.domain)),
    "domain must be 'api', 'oss', 'api:N' or 'oss:N'",
  );
  check(
    spec.method === undefined || spec.method === 'GET' || spec.method === 'POST',
    'method must be GET or POST',
  );
  check(
    spec.times === undefined || (Number.isInteger(spec.times) && (spec.times as number) > 0),
    'times must be a positive integer',
  );
  check(
    spec.when === undefined || spec.when === 'before' || spec.when === 'after',
    "when must be 'before' or 'after'",
  );
  check(
    spec.ms === undefined || (typeof spec.ms === 'number' && spec.ms >= 0 && spec.ms <= 600_000),
    'ms must be 0..600000',
  );
  check(
    spec.status === undefined ||
      (Number.isInteger(spec.status) && (spec.status as number) >= 200 && (spec.status as number) <= 599),
    'status must be an HTTP status 200..599',
  );
  check(
    spec.retryAfter === undefined ||
      typeof spec.retryAfter === 'string' ||
      typeof spec.retryAfter === 'number',
    'retryAfter must be seconds or an HTTP date',
  );
  check(spec.body === undefined || typeof spec.body === 'string', 'body must be a string');
  check(
    spec.contentType === undefined || typeof spec.contentType === 'string',
    'contentType must be a string',
  );
  check(
    spec.code === undefined || typeof spec.code === 'string' || typeof spec.code === 'number',
    'code must be a string or a number',
  );
  check(spec.message === undefined || typeof spec.message === 'string', 'message must be a string');
  if (spec.kind === 'status') check(spec.status !== undefined, 'a status fault needs status');
  if (spec.kind === 'code') check(spec.code !== undefined, 'a code fault needs code');
  if (spec.kind === 'delay') check(spec.ms !== undefined, 'a delay fault needs ms');
  if (spec.kind === 'raw') check(spec.body !== undefined, 'a raw fault needs body');
  return spec as unknown as FaultSpec;
}

function matches(fault: ActiveFault, route: RouteIdentity): boolean {
  if (fault.method !== undefined && fault.method !== route.method) return false;
  if (fault.domain !== undefined) {
    if (
      fault.domain.includes(':')
        ? fault.domain !== route.domainId
        : !route.domainId.startsWith(`${fault.domain}:`)
    )
      return false;
  }
  const wanted = fault.route ?? '*';
  return wanted === '*' || wanted === route.name || wanted === route.path;
}

export function createFaultRegistry(): FaultRegistry {
  let faults: ActiveFault[] = [];
  let nextId = 1;
  return {
    add(input) {
      const fault: ActiveFault = { ...validate(input), id: nextId++, hits: 0 };
      faults.push(fault);
      return fault;
    },
    list: () => faults,
    remove(id) {
      const before = faults.length;
      faults = faults.filter((fault) => fault.id !== id);
      return faults.length !== before;
    },
    clear() {
      faults = [];
    },
    take(route) {
      const fault = faults.find((candidate) => matches(candidate, route));
      if (!fault) return undefined;
      fault.hits++;
      if (fault.times !== undefined && fault.hits >= fault.times)
        faults = faults.filter((other) => other !== fault);
      return fault;
    },
  };
}
