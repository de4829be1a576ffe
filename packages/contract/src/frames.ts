// Notice frames: the forced pop-up, announcement and publicity messages (spec §3, §5).
import * as v from 'valibot';
import { flag, idString, list, numeric, opt } from './wire';

/** One notice frame message. */
export interface NoticeFrame {
  id: string;
  frameType?: number | undefined;
  /** End of display, as the hall sends it (epoch ms). */
  frameEndTime?: number | undefined;
  /** The player chose never to see it again. */
  not_remind_again?: boolean | undefined;
  /** The player chose not to see it again until the next login. */
  not_remind_login?: boolean | undefined;
  storageExpirationTime?: number | undefined;
  read?: boolean | undefined;
  title?: string | undefined;
  /** Rich text (HTML the RichText block sanitises). */
  content?: string | undefined;
  /** Picture path on the asset host. */
  image?: string | undefined;
}

export const noticeFrameSchema: v.GenericSchema<unknown, NoticeFrame> = v.looseObject({
  id: idString,
  frameType: opt(numeric),
  frameEndTime: opt(numeric),
  not_remind_again: opt(flag),
  not_remind_login: opt(flag),
  storageExpirationTime: opt(numeric),
  read: opt(flag),
  title: opt(v.string()),
  content: opt(v.string()),
  image: opt(v.string()),
});

/** The three frame lists of the frame box. */
export interface NoticeFrameBox {
  noticeFrameMsgList: NoticeFrame[];
  announcementFrameMsgList: NoticeFrame[];
  publicityMsgList: NoticeFrame[];
}

const frames = list(noticeFrameSchema);

export const noticeFrameBoxSchema: v.GenericSchema<unknown, NoticeFrameBox> = v.looseObject({
  noticeFrameMsgList: frames,
  announcementFrameMsgList: frames,
  publicityMsgList: frames,
});

/** Forced pop-ups show only when some frame has neither not-remind flag (spec §5). */
export function hasFrameToShow(frames: readonly NoticeFrame[]): boolean {
  return frames.some((frame) => !frame.not_remind_again && !frame.not_remind_login);
}
