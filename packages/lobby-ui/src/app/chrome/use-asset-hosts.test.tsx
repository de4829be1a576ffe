import type { selectLines } from '@lobbykit/lobby-core';
import { LobbyProvider } from '@lobbykit/lobby-core/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import { offlineLobby } from '../test-support/offline-lobby';
import { useAssetHosts } from './use-asset-hosts';

const lobby = offlineLobby('BRL');
afterEach(() => lobby.dispose());

type LineList = ReturnType<typeof selectLines>['oss'];

const list = (current: number, pings: readonly number[]): LineList => ({
  lines: ['https://a.example', 'https://b.example', 'https://c.example'].map((url, i) => ({
    url,
    lineNumber: i + 1,
    ping: pings[i] ?? 0,
    pending: false,
  })),
  current,
  testing: false,
});
const measured = (oss: LineList) =>
  lobby.store.dispatch({ type: 'lines/linesChanged', payload: { api: list(0, []), oss } });

describe('useAssetHosts', () => {
  it('lists the current asset line first, and keeps the array while the hosts and their order stay', () => {
    const wrapper = ({ children }: { children: ReactNode }) => (
      <LobbyProvider lobby={lobby}>{children}</LobbyProvider>
    );
    const { result } = renderHook(() => useAssetHosts(), { wrapper });
    act(() => {
      measured(list(1, [0, 0, 0]));
    });
    const first = result.current;
    expect(first).toEqual(['https://b.example', 'https://a.example', 'https://c.example']);

    // The speed test's pings arrive: the same hosts, so the same array (no picture re-renders).
    act(() => {
      measured(list(1, [120, 40, 9999]));
    });
    expect(result.current).toBe(first);

    act(() => {
      measured(list(2, [120, 40, 9]));
    });
    expect(result.current).toEqual(['https://c.example', 'https://a.example', 'https://b.example']);
  });
});
