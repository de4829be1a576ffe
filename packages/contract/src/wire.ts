// Small schema pieces for the hall's loose JSON: numbers sent as strings, 0/1 flags, null for absent.
import * as v from 'valibot';

const toUndefined = <T>(value: T | null | undefined): T | undefined => value ?? undefined;

/** An optional field that the hall may also send as null; null becomes undefined. */
/* @__NO_SIDE_EFFECTS__ */
export function opt<TSchema extends v.GenericSchema>(schema: TSchema) {
  return v.pipe(v.nullish(schema), v.transform(toUndefined));
}

/** A list the hall may omit or send as null; both become a fresh empty list. */
/* @__NO_SIDE_EFFECTS__ */
export function list<TSchema extends v.GenericSchema>(item: TSchema) {
  return v.optional(
    v.pipe(
      v.nullable(v.array(item)),
      v.transform((items) => items ?? []),
    ),
    () => [],
  );
}

const decimal = /^-?\d+(\.\d+)?$/;

/** A finite number, also accepted as a decimal string ('12.50' -> 12.5). */
export const numeric = v.pipe(
  v.union([v.number(), v.string()], 'expected a number or a decimal string'),
  v.check(
    (value) => (typeof value === 'number' ? Number.isFinite(value) : decimal.test(value.trim())),
    'expected a finite number or a decimal string',
  ),
  v.transform(Number),
);

/** A flag sent as boolean, 0/1 or '0'/'1'; becomes a boolean. */
export const flag = v.pipe(
  v.union([v.boolean(), v.picklist([0, 1, '0', '1'])], 'expected a boolean or 0/1'),
  v.transform((value) => value === true || value === 1 || value === '1'),
);

/**
 * An id kept as a string. Ids above 2^53 must come as strings (JSON numbers would already
 * have lost digits), so an unsafe integer is rejected instead of silently rounded.
 */
export const idString = v.pipe(
  v.union([v.string(), v.number()], 'expected an id (string or integer)'),
  v.check(
    (value) => typeof value === 'string' || Number.isSafeInteger(value),
    'id must be a safe integer; ids above 2^53 must be sent as strings',
  ),
  v.transform(String),
  v.nonEmpty('id must not be empty'),
);

/** A page of a list answer. */
export interface HallPage<T> {
  list: T[];
  total: number;
  page?: number | undefined;
  pageSize?: number | undefined;
}

/** Schema of a page of `item`: `{ list, total, page?, pageSize? }`. */
/* @__NO_SIDE_EFFECTS__ */
export function hallPageSchema<T>(item: v.GenericSchema<unknown, T>): v.GenericSchema<unknown, HallPage<T>> {
  return v.looseObject({ list: list(item), total: numeric, page: opt(numeric), pageSize: opt(numeric) });
}
