import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, waitFor, within } from 'storybook/test';
import { RichText, type SanitizerModule } from '@lobbykit/ui-blocks';
import '@lobbykit/ui-blocks/styles.css';
import './ui-blocks-stories.css';

const notice = `
<h2>Mid-week reload bonus</h2>
<p>Deposit <strong>50 USD</strong> or more between Tuesday and Thursday and get a
<span style="color:#f4b740;font-weight:700">30% reload bonus</span> up to 300 USD.</p>
<ul><li>Wagering requirement: 10x bonus</li><li>Valid on slots and fishing games</li></ul>
<table><thead><tr><th>Deposit</th><th>Bonus</th></tr></thead>
<tbody><tr><td>50 USD</td><td>15 USD</td></tr><tr><td>500 USD</td><td>150 USD</td></tr></tbody></table>
<p>Full terms on <a href="https://promo.example/reload">the promotion page</a>.</p>`;

const hostile = `
<p>Claim your prize <a href="javascript:alert(1)">here</a>
<img src=x onerror=alert(1)><script>alert(2)</script>
<a href="https://evil.example/phish">or here</a> and <a href="https://promo.example/ok">here</a>.</p>`;

const frame = (children: ReactNode) => (
  <div className="uib-page uib-narrow">
    <div className="uib-rich-card">{children}</div>
  </div>
);

const meta = {
  title: 'UiBlocks/RichText',
  component: RichText,
  args: { html: notice, allowedHosts: ['promo.example'] },
  render: (args) => frame(<RichText {...args} />),
} satisfies Meta<typeof RichText>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A promotion notice from the server: headings, lists, a table, a safe colour and a link. */
export const Notice: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Mid-week reload bonus' })).toBeVisible());
    const link = canvas.getByRole('link', { name: 'the promotion page' });
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(getComputedStyle(canvas.getByText('30% reload bonus')).fontWeight).toBe('700');
  },
};

/** Hostile content: the script and handler are gone, links off the allow-list become text. */
export const Sanitised: Story = {
  args: { html: hostile },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvasElement.querySelector('.lk-rich-text')).toHaveAttribute('data-status', 'ready'),
    );
    await expect(canvasElement.querySelector('script, [onerror]')).toBeNull();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'here' })).toHaveAttribute(
      'href',
      'https://promo.example/ok',
    );
    await expect(canvas.getByText(/or here/)).toBeVisible();
  },
};

/** While the sanitiser chunk loads: skeleton lines. */
export const Loading: Story = {
  args: { loadSanitizer: () => new Promise<SanitizerModule>(() => undefined) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading');
  },
};

/** The sanitiser could not load: the text is shown without markup. */
export const PlainTextFallback: Story = {
  args: { loadSanitizer: () => Promise.reject(new Error('chunk failed')) },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(canvasElement.querySelector('.lk-rich-text')).toHaveAttribute('data-status', 'failed'),
    );
    await expect(within(canvasElement).getByText(/Mid-week reload bonus Deposit 50 USD/)).toBeVisible();
    await expect(canvasElement.querySelector('.lk-rich-text table')).toBeNull();
  },
};
