// Spec §2 "Navigation behaviour": going anywhere keeps the marketing and tracking parameters.
// TanStack's `retainSearchParams` takes a fixed key list; the spec's parameters are families
// (pixel ids, click ids, `af_*`, `mock.*`), so this middleware asks lobby-core which names count.
import {
  isMarketingParam,
  isSafeMarketingValue,
  MARKETING_MAX_PARAMS,
  type MarketingParamOptions,
  type MarketingParams,
} from '@lobbykit/lobby-core';

type Search = Record<string, unknown>;

/** The shape of a TanStack Router search middleware (`search.middlewares` of a route). */
export type SearchMiddleware = (context: { search: Search; next: (search: Search) => Search }) => Search;

export interface KeepMarketingParamsOptions extends MarketingParamOptions {
  /**
   * The parameters the visit landed with (lobby-core keeps them in its store), so they come
   * back even after a page whose URL had lost them.
   * @default () => ({})
   */
  readonly visit?: (() => MarketingParams) | undefined;
}

/**
 * A root search middleware: the destination's own parameters, plus every marketing or tracking
 * parameter of the visit and of the current URL that the destination does not set itself.
 * Names must be allow-listed and values plain (`isMarketingParam`, `isSafeMarketingValue`);
 * anything else in the current URL (`evil=<script>`) is not carried along.
 */
export function keepMarketingParams(options: KeepMarketingParamsOptions = {}): SearchMiddleware {
  return ({ search, next }) => {
    const destination = next(search);
    const kept: Record<string, string> = {};
    let size = 0;
    const keep = (name: string, value: unknown) => {
      if (size >= MARKETING_MAX_PARAMS || Object.hasOwn(kept, name) || Object.hasOwn(destination, name))
        return;
      if (typeof value !== 'string' || !isMarketingParam(name, options) || !isSafeMarketingValue(value))
        return;
      kept[name] = value;
      size += 1;
    };
    for (const [name, value] of Object.entries(options.visit?.() ?? {})) keep(name, value);
    for (const [name, value] of Object.entries(search)) keep(name, value);
    return { ...kept, ...destination };
  };
}
