import { describe, expect, it } from 'vitest';
import { gridStatusOf, type ListQueryState } from './use-game-pages';

const base: ListQueryState = {
  data: undefined,
  isFetching: false,
  isError: false,
  isUninitialized: false,
  isLoading: false,
  skip: false,
};

describe('gridStatusOf', () => {
  it.each<[string, Partial<ListQueryState>, string]>([
    ['skipped, no data yet', { skip: true, isUninitialized: true }, 'loading'],
    ['no longer skipped, not asked for yet', { isUninitialized: true }, 'loading'],
    ['asking for its first page', { isLoading: true, isFetching: true }, 'loading'],
    ['asking for the next page', { data: { pages: [] }, isFetching: true }, 'loading'],
    [
      'asking for the next page (an infinite query)',
      { data: { pages: [] }, isFetching: true, isFetchingNextPage: true },
      'loading',
    ],
    [
      'reading its pages again in the background',
      { data: { pages: [] }, isFetching: true, isFetchingNextPage: false },
      'idle',
    ],
    [
      'asking for its first page (an infinite query)',
      { isFetching: true, isFetchingNextPage: false },
      'loading',
    ],
    ['loaded', { data: { pages: [] } }, 'idle'],
    ['loaded and empty', { data: { pages: [[]] } }, 'idle'],
    ['failed with no data', { isError: true }, 'error'],
    ['failed on a later page', { data: { pages: [] }, isError: true }, 'error'],
  ])('a list %s is %s', (_, state, status) => {
    expect(gridStatusOf({ ...base, ...state })).toBe(status);
  });
});
