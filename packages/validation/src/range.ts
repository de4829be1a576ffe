/** An inclusive length range (a type alias, so it fits ValidationParams). */
export type LengthRange = {
  readonly min: number;
  readonly max: number;
};

/** A wrong option is a programming error, not a user's input: it throws. */
export function invalidOption(rule: string, need: string, got: unknown): never {
  throw new RangeError(`@lobbykit/validation: ${rule} needs ${need}, got ${JSON.stringify(got)}`);
}

/** Checks a caller's range once. */
export function checkRange(rule: string, min: number, max: number): LengthRange {
  if (!Number.isInteger(min) || !Number.isInteger(max) || min < 0 || min > max) {
    invalidOption(rule, 'integers 0 <= min <= max', { min, max });
  }
  return { min, max };
}
