// Reads of lobby.money as the screens use them: the data, or nothing when the read failed.
import type { MoneyResult } from '@lobbykit/lobby-core';

/** The data of an answer, or undefined (a failure). */
export const dataOf = <T>(answer: MoneyResult<T>): T | undefined => (answer.ok ? answer.data : undefined);
