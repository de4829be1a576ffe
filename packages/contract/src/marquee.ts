// The home marquee: scrolling announcement texts of a site, in the request's language.
import * as v from 'valibot';
import { idString, list, numeric, opt } from './wire';

/** One scrolling text. `content` is rich text (render it with the rich-text block). */
export interface MarqueeItem {
  id: string;
  content: string;
  /** Display order, ascending. */
  sort?: number | undefined;
  /** Display window in epoch ms; the hall leaves out items outside it. */
  showStartTime?: number | undefined;
  showEndTime?: number | undefined;
}

export const marqueeItemSchema: v.GenericSchema<unknown, MarqueeItem> = v.looseObject({
  id: idString,
  content: v.string('marquee content must be a string'),
  sort: opt(numeric),
  showStartTime: opt(numeric),
  showEndTime: opt(numeric),
});

/** GET /message/marquee. */
export interface Marquee {
  marqueeList: MarqueeItem[];
  /** Seconds of pause between two texts. */
  interval?: number | undefined;
}

export const marqueeSchema: v.GenericSchema<unknown, Marquee> = v.looseObject({
  marqueeList: list(marqueeItemSchema),
  interval: opt(v.pipe(numeric, v.minValue(0, 'interval must not be negative'))),
});
