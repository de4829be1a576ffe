// The classic lobby's API lines (issue: lines the player can see) in Chromium, at phone and
// desktop sizes: the footer's "Switch line" lists the measured lines and one of the hall's API
// domains is chosen; that domain goes down while a visitor checks a name to sign up with; the
// hall still answers, a toast names the line the lobby moved to, and the list shows it in use and
// the dead line unreachable until its domain is back. Each state is `check`ed (console errors,
// policy, axe), with a screenshot.
import { closeStartupPopups, failOverFromDeadLine } from '@lobbykit/test-utils/journeys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLobbyUnderTest, type LobbyUnderTest } from './served-lobby';

let served: LobbyUnderTest;

beforeAll(async () => {
  served = await startLobbyUnderTest();
});
afterAll(() => served?.close());

describe('the classic lobby, its lines', () => {
  for (const viewport of ['phone', 'desktop'] as const) {
    it(`moves off a dead line by itself, says so, and keeps working (${viewport})`, async () => {
      const lobby = await served.open('/', viewport);
      await closeStartupPopups(lobby);
      const { dead, moved } = await failOverFromDeadLine(lobby, served.control);
      expect(moved).not.toBe(dead);
      await lobby.close();
    });
  }
});
