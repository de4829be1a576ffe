// The code that proves a sign-up's phone number or e-mail address (POST /home/registerCode),
// sent before the account exists. Its own small chunk, like the SMS countries: the sign-up form
// asks for it, a first paint never does. The number is sent whole (`+`, prefix, national number),
// as a binding's code is, and the sign-up names the same number with its prefix: the hall matches
// the code to it. Sent once: a resend would replace the code the visitor already has.
import { codeSentAnswerSchema } from '@lobbykit/contract';
import { serializeHallError } from '@lobbykit/transport/rtk';
import { codeDestinationOf, type CodeTarget, type SecurityInvalid } from '../money/security-rules';
import type { HallConnection } from '../network/hall-connection';
import { hallLoadError } from '../network/hall-loader';
import { sessionErrorOf, type SessionError } from './errors';

/** Where a sign-up's code goes (as a binding's: see `CodeTarget`). */
export type SignUpCodeTarget = CodeTarget;

/**
 * What a sign-up code request answers: where it went and for how long it is valid; an input
 * refused before sending (the field and why); or the hall's refusal or a failed call, as a
 * sign-in's error (1101 under the code when one was sent a moment ago).
 */
export type SignUpCodeOutcome =
  | { readonly ok: true; readonly to: string; readonly expiresInMs?: number | undefined }
  | SecurityInvalid
  | { readonly ok: false; readonly reason: 'failed'; readonly error: SessionError };

export async function sendSignUpCode(
  hall: Promise<HallConnection>,
  target: SignUpCodeTarget,
): Promise<SignUpCodeOutcome> {
  const destination = codeDestinationOf(target);
  if ('reason' in destination) return destination;
  let connection: HallConnection;
  try {
    connection = await hall;
  } catch (cause) {
    // The hall connection's code did not download: said as any call that could not be sent.
    return { ok: false, reason: 'failed', error: sessionErrorOf(hallLoadError(cause)) };
  }
  const { client } = connection;
  const sent = await client.request('registerCode', {
    params: { ...destination },
    schema: codeSentAnswerSchema,
    silent: true,
  });
  if (!sent.ok) return { ok: false, reason: 'failed', error: sessionErrorOf(serializeHallError(sent.error)) };
  const to = destination.channel === 'sms' ? destination.phone : destination.email;
  return {
    ok: true,
    to,
    ...(sent.data.expiresInMs === undefined ? {} : { expiresInMs: sent.data.expiresInMs }),
  };
}
