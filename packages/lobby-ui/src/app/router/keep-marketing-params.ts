// Spec §2 "Navigation behaviour": going anywhere keeps the marketing and tracking parameters.
// They are families (pixel ids, click ids, `af_*`, `mock.*`), not a fixed list, so lobby-core
// says which names count.
import {
  isMarketingParam,
  isSafeMarketingValue,
  MARKETING_MAX_PARAMS,
  type MarketingParamOptions,
  type MarketingParams,
} from '@lobbykit/lobby-core';

type Search = Readonly<Record<string, unknown>>;

/** The query of a navigation's destination, given the current one's (both as `{ name: value }`). */
export type KeepParams = (current: Search, destination: Search) => Record<string, unknown>;

export interface KeepMarketingParamsOptions extends MarketingParamOptions {
  /**
   * The parameters the visit landed with (lobby-core keeps them in its store), so they come
   * back even after a page whose URL had lost them.
   * @default () => ({})
   */
  readonly visit?: (() => MarketingParams) | undefined;
}

/**
 * What every lobby navigation does to the query: the destination's own parameters, plus every
 * marketing or tracking parameter of the visit and of the current URL that the destination does
 * not set itself. Names must be allow-listed and values plain (`isMarketingParam`,
 * `isSafeMarketingValue`); anything else in the current URL (`evil=<script>`) is not carried along.
 * @example keepMarketingParams()({ cid: 'abc', evil: 'x' }, { q: 'lucky' }) // { cid: 'abc', q: 'lucky' }
 */
export function keepMarketingParams(options: KeepMarketingParamsOptions = {}): KeepParams {
  return (current, destination) => {
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
    for (const [name, value] of Object.entries(current)) keep(name, value);
    return { ...kept, ...destination };
  };
}
