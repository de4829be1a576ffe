// The frames of the notice socket: what the client sends and how it reads what arrives.
import { noticeEnvelopeSchema, noticeSchema } from '@lobbykit/contract';
import type { Notice } from '@lobbykit/contract';

/** `{"event":"ping"}`, sent every WS_PING_INTERVAL_MS. */
export const PING_FRAME = '{"event":"ping"}';

/** Acknowledges a notice by its msgId. */
export const ackFrame = (msgId: string): string => JSON.stringify({ event: 'ack', msgId });

/** The first frame when the auth travels in a message instead of the URL. */
export const authFrame = (authStr: string): string => JSON.stringify({ event: 'auth', authStr });

/** The `event` a server may put on a notice frame; such a frame is read as a notice, not control. */
const NOTICE_EVENT = 'notice';

/** A decoded inbound frame. */
export type Inbound =
  /** A frame with an `event` other than `notice` (pong, server errors, auth replies): proof of life, nothing to ack. */
  | { readonly kind: 'control'; readonly event: string }
  /** A valid notice. */
  | { readonly kind: 'notice'; readonly notice: Notice }
  /** Has a msgId (so it is acked) but fails the notice schema. */
  | { readonly kind: 'invalid'; readonly msgId: string; readonly message: string }
  /** Not JSON, or no usable msgId: nothing can be acked. */
  | { readonly kind: 'bad'; readonly message: string };

type Validated<T> =
  | { readonly value: T; readonly issues?: undefined }
  | { readonly issues: readonly { readonly message: string }[] };

/** Runs a schema through its Standard Schema face, so realtime needs no validator of its own. */
function check<T>(
  schema: { readonly '~standard': { validate(value: unknown): unknown } },
  value: unknown,
): Validated<T> {
  return schema['~standard'].validate(value) as Validated<T>;
}

/** A notice another tab passed on, if it is one: the schema a socket frame must pass, too. */
export function peerNotice(value: unknown): Notice | undefined {
  const notice = check<Notice>(noticeSchema, value);
  return notice.issues ? undefined : notice.value;
}

/** Decodes one frame; never throws. */
export function decodeFrame(data: unknown): Inbound {
  if (typeof data !== 'string') return { kind: 'bad', message: 'frame is not text' };
  let value: unknown;
  try {
    value = JSON.parse(data);
  } catch {
    return { kind: 'bad', message: 'frame is not JSON' };
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) {
    return { kind: 'bad', message: 'frame is not a JSON object' };
  }
  const event = (value as { event?: unknown }).event;
  // The reference hall server tags notices with "event":"notice"; every other event is control.
  if (typeof event === 'string' && event !== NOTICE_EVENT) return { kind: 'control', event };
  // The full schema first: valid notices are the hot path, the envelope is only read to ack a failure.
  const notice = check<Notice>(noticeSchema, value);
  if (!notice.issues) return { kind: 'notice', notice: notice.value };
  const envelope = check<{ msgId: string }>(noticeEnvelopeSchema, value);
  if (envelope.issues) return { kind: 'bad', message: envelope.issues.map((i) => i.message).join('; ') };
  return {
    kind: 'invalid',
    msgId: envelope.value.msgId,
    message: notice.issues.map((i) => i.message).join('; '),
  };
}
