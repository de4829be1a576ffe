import type { MoneyResult } from '@lobbykit/lobby-core';
import { describe, expect, it } from 'vitest';
import { dataOf } from './money-read';

describe('dataOf', () => {
  it.each<[string, MoneyResult<string[]>, string[] | undefined]>([
    ['an answer', { ok: true, data: ['900001'] }, ['900001']],
    ['a refusal', { ok: false, reason: 'refused', code: '1011' }, undefined],
    ['no player', { ok: false, reason: 'notPlayer' }, undefined],
  ])('gives the data of %s, or nothing', (_, answer, data) => {
    expect(dataOf(answer)).toEqual(data);
  });
});
