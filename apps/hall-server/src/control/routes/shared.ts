// What every control route shares: the server parts it works on, and the body checks. A failed
// check answers 400 (the error handler in control-api.ts), so a route reads top to bottom.
import type { FastifyInstance } from 'fastify';
import type { Hall } from '../../hall/hall';
import type { Domain } from '../../http/domains';
import type { ServerKit } from '../../http/kit';

export interface ControlDeps {
  readonly kit: ServerKit;
  readonly domains: readonly Domain[];
  readonly staticFilesMade: () => number;
  readonly openSockets: () => number;
}

/** Registers the routes of one concern (faults, domains, sites, ...) on the control app. */
export type ControlRoutes = (app: FastifyInstance, deps: ControlDeps) => void;

export class BadRequest extends Error {}

export function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new BadRequest(message);
}

export type Body = Record<string, unknown>;

export const bodyOf = (value: unknown): Body => {
  check(
    typeof value === 'object' && value !== null && !Array.isArray(value),
    'the body must be a JSON object',
  );
  return value as Body;
};

export const has = (body: Body, key: string): boolean => Object.hasOwn(body, key);

export const text = (value: unknown): string => (typeof value === 'string' ? value : '');

export const siteOf = (hall: Hall, siteCode: string) => {
  const site = hall.world.site(siteCode);
  check(site && site.siteCode === siteCode, `unknown site ${siteCode}`);
  return site;
};

/** After a change the static files show: a new data version makes them again. */
export const changed = async (hall: Hall): Promise<void> => {
  hall.bumpDataVersion();
  await hall.flush();
};
