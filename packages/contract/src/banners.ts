// The home banner carousel: the `messageBannerIndex` list of the system status (spec §7).
import * as v from 'valibot';
import { flag, idString, numeric, opt } from './wire';

/**
 * Where a banner (or a footer link) leads. `activity`: an activity id; `game`: a game id;
 * `provider`: a provider code (its sub-game page); `category`: a category id (the home tab);
 * `route`: a lobby path; `url`: an outside address; `none`: nowhere. A lobby ignores a type it
 * does not know, so a newer hall may add types.
 */
export const jumpTypes = ['none', 'activity', 'game', 'provider', 'category', 'route', 'url'] as const;
export type JumpType = (typeof jumpTypes)[number];

/** One banner of the carousel. Times are epoch milliseconds, `stay_time` is in seconds. */
export interface Banner {
  id: string;
  /** Image path on the asset hosts (or a full URL). */
  img: string;
  title?: string | undefined;
  /** A {@link JumpType}, or a newer type the lobby does not know yet. */
  jumpType?: string | undefined;
  /** The target of the jump: an activity id, game id, provider code, category id, path or URL. */
  jumpValue?: string | undefined;
  /** Open the target in a new window (for `url`). */
  openWindow?: boolean | undefined;
  /** Seconds the banner stays before the carousel moves on. */
  stay_time?: number | undefined;
  /** Start of the display window; absent: already showing. */
  showStartTime?: number | undefined;
  /** End of the display window; absent: no end. */
  showEndTime?: number | undefined;
  /** Display order, ascending. */
  sort?: number | undefined;
}

const text = opt(v.string());
const num = opt(numeric);

export const bannerSchema: v.GenericSchema<unknown, Banner> = v.looseObject({
  id: idString,
  img: v.pipe(v.string('banner img must be a string'), v.nonEmpty('banner img is empty')),
  title: text,
  jumpType: text,
  jumpValue: opt(
    v.pipe(v.union([v.string(), v.number()], 'jumpValue must be a string or a number'), v.transform(String)),
  ),
  openWindow: opt(flag),
  stay_time: opt(v.pipe(numeric, v.minValue(0, 'stay_time must not be negative'))),
  showStartTime: num,
  showEndTime: num,
  sort: num,
});

/**
 * The banner list as the system status carries it. A malformed entry is left out rather than
 * failing the whole answer: the system status also carries the sys info the lobby boots with,
 * and one broken banner must not stop that. Null or absent is an empty list.
 */
export const bannerListSchema: v.GenericSchema<unknown, Banner[]> = v.pipe(
  v.nullish(v.array(v.unknown(), 'messageBannerIndex must be a list')),
  v.transform((items) =>
    (items ?? []).flatMap((item) => {
      const result = v.safeParse(bannerSchema, item);
      return result.success ? [result.output] : [];
    }),
  ),
);

/** Whether a banner (or anything with a display window) shows at `now` (epoch ms). */
export function isInShowWindow(
  item: { showStartTime?: number | undefined; showEndTime?: number | undefined },
  now: number,
): boolean {
  return (item.showStartTime ?? -Infinity) <= now && now < (item.showEndTime ?? Infinity);
}
