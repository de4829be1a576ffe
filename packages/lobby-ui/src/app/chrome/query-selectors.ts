// What a screen keeps of an RTK Query result. A component reading the whole result re-renders
// each time a background refetch starts and ends (the boot's revalidation, the jackpot's
// polling) even when the answer is the same; keeping only what it shows skips those renders.

/** Keeps the answer only. */
export const dataOnly = <R extends { data?: unknown }>({ data }: R): Pick<R, 'data'> => ({ data });

/** Keeps the answer and whether the last attempt failed. */
export const dataAndError = <R extends { data?: unknown; isError: boolean }>({
  data,
  isError,
}: R): Pick<R, 'data' | 'isError'> => ({ data, isError });
