import type { Meta, StoryObj } from '@storybook/react-vite';
import { formatCurrency } from '@lobbykit/currency-format';
import { currencyIconUrl } from '@lobbykit/currency-format/icons';
import { lobbyCurrencies } from '@lobbykit/currency-format/lobby';
import type { ReactElement } from 'react';
import { expect, within } from 'storybook/test';

interface GalleryProps {
  /** The amount every card formats. */
  readonly amount: string;
  readonly withSymbol: boolean;
}

function CurrencyGallery({ amount, withSymbol }: GalleryProps): ReactElement {
  return (
    <ul className="sb-currency-gallery" aria-label="Lobby currencies">
      {lobbyCurrencies.map(({ code, title }) => (
        <li key={code} className="sb-currency-card">
          <img src={currencyIconUrl(code)} alt="" width={40} height={40} />
          <span className="sb-currency-code">{code}</span>
          <span className="sb-currency-title">{title}</span>
          <output className="sb-currency-amount">{formatCurrency(amount, code, { withSymbol })}</output>
        </li>
      ))}
    </ul>
  );
}

const meta = {
  title: 'CurrencyFormat/LobbyCurrencies',
  component: CurrencyGallery,
  args: { amount: '1234567.891', withSymbol: true },
} satisfies Meta<typeof CurrencyGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithSymbols: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = canvas.getAllByRole('listitem');
    await expect(cards).toHaveLength(lobbyCurrencies.length);
    await expect(canvas.getByText('R$ 1.234.567,89')).toBeVisible();
  },
};

export const Negative: Story = {
  args: { amount: '-0.005', withSymbol: true },
  play: async ({ canvasElement }) => {
    const amounts = within(canvasElement).getAllByRole('status');
    for (const amount of amounts) await expect(amount.textContent).not.toMatch(/-0([.,]0+)?\D*$/);
  },
};

export const WithoutSymbols: Story = {
  args: { withSymbol: false },
};
