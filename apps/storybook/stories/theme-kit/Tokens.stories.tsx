import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { storyThemeNames } from './story-themes';
import { TokenBoard } from './TokenBoard';

const meta = {
  title: 'ThemeKit/Tokens',
  component: TokenBoard,
  args: { base: 'classic', midAutumn: false },
  argTypes: { base: { control: 'inline-radio', options: storyThemeNames } },
  parameters: { lobbyTheme: false },
} satisfies Meta<typeof TokenBoard>;

export default meta;
type Story = StoryObj<typeof meta>;

const themeRoot = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLElement>('[data-lk-theme]')!;
const token = (canvasElement: HTMLElement, name: string) =>
  getComputedStyle(themeRoot(canvasElement)).getPropertyValue(name).trim();

export const Classic: Story = {
  play: async ({ canvasElement }) => {
    await expect(themeRoot(canvasElement).dataset.lkTheme).toBe('classic');
    await expect(token(canvasElement, '--lk-color-primary')).toBe('#f4b740');
    await expect(token(canvasElement, '--lk-radius-md')).toBe('12px');
  },
};

export const Aurora: Story = {
  args: { base: 'aurora' },
  play: async ({ canvasElement }) => {
    await expect(themeRoot(canvasElement).dataset.lkTheme).toBe('aurora');
    await expect(token(canvasElement, '--lk-gradient-primary')).toContain('linear-gradient');
    // The backdrop really paints in the browser: the gradient is valid CSS.
    await expect(getComputedStyle(themeRoot(canvasElement)).backgroundImage).toContain('radial-gradient');
  },
};

/** Lagoon: the theme made with `pnpm new-skin`, its own set over classic's spaces and motion. */
export const Lagoon: Story = {
  args: { base: 'lagoon' },
  play: async ({ canvasElement }) => {
    await expect(themeRoot(canvasElement).dataset.lkTheme).toBe('lagoon');
    await expect(token(canvasElement, '--lk-color-primary')).toBe('#2ec4b6');
    await expect(token(canvasElement, '--lk-radius-md')).toBe('16px');
    await expect(token(canvasElement, '--lk-space-md')).toBe('12px');
  },
};

export const LagoonWithMidAutumn: Story = {
  args: { base: 'lagoon', midAutumn: true },
  play: async ({ canvasElement }) => {
    await expect(themeRoot(canvasElement).dataset.lkTheme).toBe('lagoon');
    await expect(themeRoot(canvasElement).dataset.lkHoliday).toBe('mid-autumn');
  },
};

export const ClassicWithMidAutumn: Story = {
  args: { midAutumn: true },
  play: async ({ canvasElement }) => {
    await expect(themeRoot(canvasElement).dataset.lkHoliday).toBe('mid-autumn');
    await expect(token(canvasElement, '--lk-color-accent')).toBe('#ffd36b');
  },
};

/** skinTypeValue 2 picks the emerald skin of classic. */
export const ClassicEmeraldSkin: Story = {
  args: { site: { skinTypeValue: 2 } },
  play: async ({ canvasElement }) => {
    await expect(token(canvasElement, '--lk-color-primary')).toBe('#34d399');
  },
};

/** skinTypeValue 2 picks the sunset skin of aurora. */
export const AuroraSunsetSkin: Story = {
  args: { base: 'aurora', site: { skinTypeValue: 2 } },
  play: async ({ canvasElement }) => {
    await expect(token(canvasElement, '--lk-color-primary')).toBe('#ff6fa8');
  },
};

/** The site's backgroundColor: surfaces and borders are mixed from it in the browser. */
export const SiteBackgroundColor: Story = {
  args: { base: 'aurora', site: { backgroundColor: '#0f2a2e' } },
  play: async ({ canvasElement }) => {
    await expect(token(canvasElement, '--lk-color-bg')).toBe('#0f2a2e');
    const section = canvasElement.querySelector<HTMLElement>('.tb-radii li')!;
    // color-mix() resolved to a real colour, so the derived surface is valid CSS.
    await expect(getComputedStyle(section).backgroundColor).not.toBe('rgba(0, 0, 0, 0)');
  },
};
