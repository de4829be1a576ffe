import { validationCodes } from './codes';
import { OK, fail, type ValidationRule } from './result';

/**
 * A rule that fails with `validation.required` and `{ item: itemName }` when the value is
 * missing: undefined, null, false, an empty or blank string, or an empty array. Zero is a
 * value. `itemName` is the field's display name (already translated by the caller).
 * @example required('Username')('  ') // { ok: false, code: 'validation.required', params: { item: 'Username' } }
 */
export function required(itemName: string): ValidationRule {
  const params = Object.freeze({ item: itemName });
  return (value) => {
    const missing =
      value === undefined ||
      value === null ||
      value === false ||
      (typeof value === 'string' && value.trim() === '') ||
      (Array.isArray(value) && value.length === 0);
    return missing ? fail(validationCodes.required, params) : OK;
  };
}
