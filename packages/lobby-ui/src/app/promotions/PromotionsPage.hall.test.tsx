// The promotions page wired into the app, on the reference hall server in jsdom: a player sees
// the event categories and their activities and opens one's detail and comes back; a visitor is
// asked to log in; a new player claims day 1 of the new-comer benefits once, however many times
// they tap.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HALL_WAIT, hallAppSuite } from '../test-support/hall-app-suite';

const WAIT = HALL_WAIT;
const suite = hallAppSuite();
const { openAs } = suite;

describe('PromotionsPage', { timeout: 120_000 }, () => {
  describe('when a player browses the promotions', () => {
    it('shows the categories, an activity’s detail, and goes back', async () => {
      const { location } = await openAs({ register: `prm${Date.now() % 1_000_000_000}` }, '/promotions');
      const tabs = await screen.findByRole('tablist', { name: 'Promotion categories' }, WAIT);
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['Deposit offers', 'Daily rewards', 'VIP']);
      expect(await screen.findByRole('link', { name: /First deposit \+100%/ }, WAIT)).toBeTruthy();

      await userEvent.click(within(tabs).getByRole('tab', { name: 'Daily rewards' }));
      const card = await screen.findByRole('link', { name: /Red packet rain/ }, WAIT);
      expect(card.getAttribute('href')).toBe('/promotions/202');
      expect(card.textContent).toMatch(/ to /);
      await userEvent.click(card);
      expect(location.current().href).toBe('/promotions/202');
      expect(await screen.findByRole('heading', { name: 'Red packet rain' }, WAIT)).toBeTruthy();
      expect(await screen.findByText('Catch a red packet.', {}, WAIT)).toBeTruthy();

      await userEvent.click(screen.getByRole('button', { name: 'Back to promotions' }));
      expect(location.current().href).toBe('/promotions');
      expect(await screen.findByRole('tablist', { name: 'Promotion categories' }, WAIT)).toBeTruthy();
    });
  });

  describe('when a visitor opens the page', () => {
    it('asks them to log in', async () => {
      await openAs(undefined, '/promotions');
      expect(
        await screen.findByText('Log in to see the promotions and claim your rewards', {}, WAIT),
      ).toBeTruthy();
    });
  });

  describe('when an activity is no longer listed', () => {
    it('says so with a way back', async () => {
      await openAs({ register: `prx${Date.now() % 1_000_000_000}` }, '/promotions/999');
      expect(await screen.findByText('This promotion has ended or can’t be found', {}, WAIT)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Back to promotions' })).toBeTruthy();
    });
  });

  describe('when a new player claims day 1', () => {
    it('claims it once however often they tap, and later days stay locked', async () => {
      const name = `ncb${Date.now() % 1_000_000_000}`;
      await openAs({ register: name }, '/promotions');
      const section = await screen.findByRole('region', { name: 'New player rewards' }, WAIT);
      const claim = await within(section).findByRole('button', { name: 'Claim' }, WAIT);
      expect(within(section).getAllByText('Locked')).toHaveLength(6);
      await userEvent.click(claim);
      await userEvent.click(claim);
      expect(await within(section).findByText('Claimed', {}, WAIT)).toBeTruthy();
      expect(within(section).queryByRole('button', { name: 'Claim' })).toBeNull();
      await waitFor(async () => {
        const sent = await suite.hall().control.requests.list({ route: 'requestReward' });
        expect(sent.filter((entry) => entry.handled > 0)).toHaveLength(1);
      }, WAIT);
    });
  });
});
