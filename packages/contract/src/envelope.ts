// The body every hall response carries: { code, message?, data? }.
import * as v from 'valibot';
import { isSuccessCode } from './service-codes';

/** A hall response body. `code` is a service code (number or string, e.g. 0, 'C2'). */
export interface HallResponse<T = unknown> {
  code: number | string;
  message?: string | undefined;
  data?: T | undefined;
}

const codeSchema = v.union(
  [v.pipe(v.number(), v.integer()), v.pipe(v.string(), v.nonEmpty())],
  'code must be a number or a non-empty string',
);
// The hall sends null for "no message" / "no data"; the lobby only ever wants undefined.
const nullToUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;
const messageSchema = v.pipe(v.nullish(v.string()), v.transform(nullToUndefined));

/** The envelope with `data` left unchecked: parse this first, then `data` only on success. */
export const hallEnvelopeSchema = v.object({
  code: codeSchema,
  message: messageSchema,
  data: v.optional(v.unknown()),
});

/**
 * The envelope with `data` checked by `dataSchema`. A null or missing `data` is allowed and
 * becomes undefined. Use it for success bodies; a failure body's `data` is often not `T`.
 * @example v.safeParse(hallResponseSchema(siteInfoSchema), body)
 */
export function hallResponseSchema<TSchema extends v.GenericSchema>(dataSchema: TSchema) {
  return v.object({
    code: codeSchema,
    message: messageSchema,
    data: v.pipe(v.nullish(dataSchema), v.transform(nullToUndefined)),
  });
}

/** True when the body's code is a success code. */
export function isHallSuccess(body: Pick<HallResponse, 'code'>): boolean {
  return isSuccessCode(body.code);
}
