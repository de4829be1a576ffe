import type { ValidationCode } from './codes';

/** Interpolation values of a failed rule, named as the message text names them. */
export type ValidationParams = Readonly<Record<string, string | number>>;

/** The passing result. */
export interface ValidationOk {
  readonly ok: true;
}

/** A failing result: `code` is an i18n message key, `params` fills its placeholders. */
export interface ValidationFailure {
  readonly ok: false;
  readonly code: ValidationCode;
  readonly params: ValidationParams;
}

/** What every rule returns. */
export type ValidationResult = ValidationOk | ValidationFailure;

/** A rule: any value in (forms hand over whatever they hold), a result out, never a throw. */
export type ValidationRule = (value: unknown) => ValidationResult;

/** The one passing result; shared and frozen so a passing field allocates nothing. */
export const OK: ValidationOk = Object.freeze({ ok: true });

const NO_PARAMS: ValidationParams = Object.freeze({});

/** Builds a failing result. */
export function fail(code: ValidationCode, params: ValidationParams = NO_PARAMS): ValidationFailure {
  return { ok: false, code, params };
}

/** Form fields may hold numbers, null or undefined; rules judge their text. */
export function toText(value: unknown): string {
  if (typeof value === 'string') return value;
  if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'bigint') {
    return String(value);
  }
  return '';
}
