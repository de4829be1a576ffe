import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import '@lobbykit/ui-blocks/styles.css';
import type { LanguageCode } from '@lobbykit/contract';
import { CurrencyBadge, LanguageSwitch } from '@lobbykit/lobby-ui';
import '@lobbykit/lobby-ui/styles.css';
import './lobby-ui-stories.css';
import { loadLobbyLanguage, withLobbyLanguage } from './with-lobby-language';

const meta = {
  title: 'LobbyUi/LanguageSwitch',
  component: LanguageSwitch,
  decorators: [withLobbyLanguage],
  loaders: [loadLobbyLanguage],
  args: { value: 'en_US', onChange: fn() },
  render: function Render(args) {
    const [value, setValue] = useState<LanguageCode>(args.value);
    return (
      <LanguageSwitch
        {...args}
        value={value}
        onChange={(code) => {
          setValue(code);
          args.onChange(code);
        }}
      />
    );
  },
} satisfies Meta<typeof LanguageSwitch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The button: the current language in its own name. */
export const Closed: Story = {
  args: { value: 'th_TH' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Language: ไทย' })).toBeVisible();
  },
};

/** The dialog: 25 languages with flags and own names, the current one selected; keyboard picks. */
export const Open: Story = {
  play: async ({ canvasElement, args }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Language: English' }));
    const list = await within(document.body).findByRole('listbox', { name: 'Choose a language' });
    await expect(within(list).getAllByRole('option')).toHaveLength(25);
    await expect(within(list).getByRole('option', { selected: true })).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await expect(args.onChange).toHaveBeenCalledWith('zh_TW');
    await expect(within(canvasElement).getByRole('button', { name: 'Language: 繁體中文' })).toBeVisible();
  },
};

/** A site that offers a few languages. */
export const FewLanguages: Story = {
  args: { value: 'pt_PT', languages: ['pt_PT', 'en_US', 'es_ES'] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Language: Português' }));
    await expect(await within(document.body).findAllByRole('option')).toHaveLength(3);
  },
};

/** The currency badge: a coin drawn locally and the code. */
export const Currency: StoryObj = {
  render: () => (
    <p style={{ display: 'flex', gap: '16px' }}>
      <CurrencyBadge code="BRL" />
      <CurrencyBadge code="USDT" />
      <CurrencyBadge code="BTC1:100000" />
    </p>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Currency: BRL')).toBeInTheDocument();
  },
};
