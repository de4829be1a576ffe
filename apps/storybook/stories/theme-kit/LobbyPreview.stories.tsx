import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { LobbyPreview } from './LobbyPreview';
import { storyThemeNames } from './story-themes';

const SEPT_15 = Date.UTC(2025, 8, 15, 12);
const DAY = 86_400_000;
const midAutumnOn = [
  {
    themeType: 'midAutumn',
    status: 1,
    showStartTime: SEPT_15 - 3 * DAY,
    showEndTime: SEPT_15 + 3 * DAY,
    currencyCodes: 'CNY,USD,THB',
  },
];

const meta = {
  title: 'ThemeKit/LobbyPreview',
  component: LobbyPreview,
  args: { base: 'classic', currency: 'CNY', now: SEPT_15 },
  argTypes: {
    base: { control: 'inline-radio', options: storyThemeNames },
    now: { control: 'date' },
  },
  parameters: { lobbyTheme: false },
} satisfies Meta<typeof LobbyPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

const themeRoot = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-lk-theme]')!;
const holidaySlot = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-lk-holiday-slot="main"]');

export const Classic: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(themeRoot(canvasElement).dataset.lkTheme).toBe('classic');
    const deposit = canvas.getByRole('button', { name: 'Deposit' });
    await expect(getComputedStyle(deposit).backgroundImage).toContain('linear-gradient');
    // Categories work by keyboard.
    const slots = canvas.getByRole('button', { name: 'Slots' });
    slots.focus();
    await userEvent.keyboard('{Enter}');
    await expect(slots).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('heading', { name: 'Slots games' })).toBeVisible();
  },
};

export const Lagoon: Story = {
  args: { base: 'lagoon' },
  play: async ({ canvasElement }) => {
    await expect(themeRoot(canvasElement).dataset.lkTheme).toBe('lagoon');
    await expect(
      getComputedStyle(themeRoot(canvasElement)).getPropertyValue('--lk-color-accent').trim(),
    ).toBe('#ff7b6b');
  },
};

export const Aurora: Story = {
  args: { base: 'aurora' },
  play: async ({ canvasElement }) => {
    await expect(themeRoot(canvasElement).dataset.lkTheme).toBe('aurora');
    await expect(
      getComputedStyle(themeRoot(canvasElement)).getPropertyValue('--lk-color-primary').trim(),
    ).toBe('#5865f2');
  },
};

/** The site's mid-autumn holiday is on, today is inside its window and CNY is listed. */
export const ClassicMidAutumn: Story = {
  args: { holidayThemes: midAutumnOn },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(themeRoot(canvasElement).dataset.lkHoliday).toBe('mid-autumn');
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Moonlight Jackpot');
    // The sky's drawing comes from its own chunk, just after the page.
    await waitFor(() =>
      expect(holidaySlot(canvasElement)!.firstElementChild).toHaveAttribute('aria-hidden', 'true'),
    );
    const sky = holidaySlot(canvasElement)!.firstElementChild!;
    // The moon and lanterns are one painted layer; the browser accepted the CSS.
    await expect(getComputedStyle(sky).backgroundImage).toContain('radial-gradient');
  },
};

export const AuroraMidAutumn: Story = {
  args: { base: 'aurora', holidayThemes: midAutumnOn, currency: 'USD' },
  play: async ({ canvasElement }) => {
    await expect(holidaySlot(canvasElement)).not.toBeNull();
  },
};

/** Same holiday, but the player's currency (BRL) is not in its list: the base theme stays. */
export const MidAutumnOtherCurrency: Story = {
  args: { holidayThemes: midAutumnOn, currency: 'BRL' },
  play: async ({ canvasElement }) => {
    await expect(holidaySlot(canvasElement)).toBeNull();
    await expect(themeRoot(canvasElement).dataset.lkHoliday).toBeUndefined();
  },
};

/** Same holiday, a week after its window closed. */
export const MidAutumnAfterTheWindow: Story = {
  args: { holidayThemes: midAutumnOn, now: SEPT_15 + 7 * DAY },
  play: async ({ canvasElement }) => {
    await expect(holidaySlot(canvasElement)).toBeNull();
  },
};

export const ClassicEmeraldSkin: Story = {
  args: { skinTypeValue: 2 },
};

export const AuroraSunsetSkin: Story = {
  args: { base: 'aurora', skinTypeValue: 2 },
};

/** A site that sends its own background colour: surfaces and borders follow it. */
export const SiteBackgroundColor: Story = {
  args: { base: 'classic', backgroundColor: '#1b0f24' },
};
