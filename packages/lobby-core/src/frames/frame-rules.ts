/**
 * Which notice frames (the start-up "forced pop-ups", spec §3 and §5) the player sees: the hall's
 * frames with the player's own choices applied, less the ended and the dismissed ones.
 */
import { hasFrameToShow, type NoticeFrame, type NoticeFrameBox } from '@lobbykit/contract';

/** What the player chose about one frame, kept in the browser (the contract's own flag names). */
export interface FrameChoice {
  readonly read?: boolean | undefined;
  /** "Don't remind me again": never shown again. */
  readonly not_remind_again?: boolean | undefined;
  /** "Don't remind me after login": not shown again until the next login. */
  readonly not_remind_login?: boolean | undefined;
}

/** A player's choices by frame id. */
export type FrameChoices = ReadonlyMap<string, FrameChoice>;

/** The frame box's three lists, in the order the hall sends them. */
export const FRAME_LISTS = ['noticeFrameMsgList', 'announcementFrameMsgList', 'publicityMsgList'] as const;

/**
 * The hall's frames with the stored choices applied by id. A choice only adds a flag: a frame
 * the hall already marks read or dismissed stays so.
 */
export function mergeFrames(hallFrames: readonly NoticeFrame[], stored: FrameChoices): NoticeFrame[] {
  return hallFrames.map((frame) => {
    const choice = stored.get(frame.id);
    if (!choice) return frame;
    return {
      ...frame,
      ...(choice.read ? { read: true } : {}),
      ...(choice.not_remind_again ? { not_remind_again: true } : {}),
      ...(choice.not_remind_login ? { not_remind_login: true } : {}),
    };
  });
}

/** False once `frameEndTime` has come; a frame without one does not end. */
export function frameStillShowing(frame: NoticeFrame, now: number): boolean {
  return frame.frameEndTime === undefined || now < frame.frameEndTime;
}

/**
 * The frames to show, in their order: not ended, and without either not-remind flag (the
 * contract's {@link hasFrameToShow} rule, asked of each frame).
 */
export function framesToShow(frames: readonly NoticeFrame[], now: number): NoticeFrame[] {
  return frames.filter((frame) => frameStillShowing(frame, now) && hasFrameToShow([frame]));
}

/**
 * Whether the forced pop-ups item of the start-up queue shows (spec §5): some list of the box
 * has a frame, not ended, that the contract's {@link hasFrameToShow} accepts.
 */
export function boxHasFrameToShow(box: NoticeFrameBox, now: number): boolean {
  return FRAME_LISTS.some((list) =>
    hasFrameToShow(box[list].filter((frame) => frameStillShowing(frame, now))),
  );
}
