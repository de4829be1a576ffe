import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { LobbyFooterConfig } from '../data';
import { FooterBlocks } from './FooterBlocks';

const config: LobbyFooterConfig = {
  blocks: [
    {
      type: 'QUICK_JUMP',
      links: [
        { key: 'slots', title: 'Slots', jumpType: 'category', jumpValue: '3' },
        { key: 'about', title: 'About us', jumpType: 'route', jumpValue: '/pages/about' },
        { key: 'evil', title: 'Free spins', jumpType: 'url', jumpValue: 'javascript:alert(1)' },
      ],
    },
    {
      type: 'OFFICIAL_COMMUNITY',
      title: 'Follow us',
      links: [
        {
          key: 'telegram',
          title: 'Telegram',
          icon: '/skin/telegram.png',
          jumpType: 'url',
          jumpValue: 'https://t.me/lobby',
        },
      ],
    },
    {
      type: 'CONCAT_US',
      links: [
        {
          key: 'mail',
          title: 'support@lobby.example',
          jumpType: 'url',
          jumpValue: 'mailto:support@lobby.example',
        },
      ],
      hideOnDesktop: true,
    },
    { type: 'FUTURE_KIND', title: 'Not yet known', links: [] },
  ],
  partnerLogos: [
    {
      key: 'HBR',
      name: 'Harbor Reels',
      logo: '/provider-logos/HBR.png',
      jumpType: 'provider',
      jumpValue: 'HBR',
    },
  ],
  licences: [{ key: 'gc', name: 'Gaming Curacao', url: 'https://licence.example/123' }],
  copyright: '© 2026 Lucky Harbour',
  commonConfig: { ageLimit: 18 },
};

describe('FooterBlocks', () => {
  describe('when given a full footer config', () => {
    it('renders each known block under its heading, the partners, licences, age limit and copyright, and passes axe', async () => {
      render(<FooterBlocks config={config} onNavigate={() => {}} />);
      expect(screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)).toEqual([
        'Quick links',
        'Follow us',
        'Contact us',
        'Partners',
        'Licences',
      ]);
      expect(screen.queryByText('Not yet known')).toBeNull();
      expect(screen.getByText('Only for players aged 18 and over. Play responsibly.')).toBeTruthy();
      expect(screen.getByText('© 2026 Lucky Harbour')).toBeTruthy();
      await expectNoAxeViolations();
    });
  });

  describe('when the links have addresses', () => {
    it('makes routes and safe URLs real links, outside ones opening a new tab, and drops script URLs', () => {
      render(<FooterBlocks config={config} onNavigate={() => {}} />);
      expect(screen.getByRole('link', { name: 'About us' }).getAttribute('href')).toBe('/pages/about');
      const telegram = screen.getByRole('link', { name: 'Telegram', description: '(opens in a new tab)' });
      expect(telegram.getAttribute('href')).toBe('https://t.me/lobby');
      expect(telegram.getAttribute('target')).toBe('_blank');
      expect(telegram.getAttribute('rel')).toBe('noopener noreferrer');
      expect(screen.getByRole('link', { name: 'support@lobby.example' }).getAttribute('target')).toBeNull();
      expect(screen.queryByRole('link', { name: /Free spins/ })).toBeNull();
      expect(document.querySelector('a[href^="javascript"]')).toBeNull();
    });
  });

  describe('when a link jumps inside the lobby', () => {
    it('is a button that hands the jump to the app', async () => {
      const onNavigate = vi.fn();
      render(<FooterBlocks config={config} onNavigate={onNavigate} />);
      await userEvent.click(screen.getByRole('button', { name: 'Slots' }));
      expect(onNavigate).toHaveBeenCalledWith(config.blocks[0]!.links[0], expect.anything());
      await userEvent.click(screen.getByRole('button', { name: 'Harbor Reels' }));
      expect(onNavigate).toHaveBeenLastCalledWith(config.partnerLogos![0], expect.anything());
    });

    it('is plain text when the app takes no jumps', () => {
      render(<FooterBlocks config={config} />);
      expect(screen.queryByRole('button', { name: 'Slots' })).toBeNull();
      expect(screen.getByText('Slots')).toBeTruthy();
    });
  });

  describe('when a block is hidden on some screens', () => {
    it('marks it for the stylesheet', () => {
      render(<FooterBlocks config={config} />);
      const contact = screen.getByRole('region', { name: 'Contact us' });
      expect(contact.dataset.hideDesktop).toBe('true');
      expect(contact.dataset.hideMobile).toBeUndefined();
    });
  });

  describe('when the licence has a link', () => {
    it('opens it in a new tab', () => {
      render(<FooterBlocks config={config} />);
      const licences = screen.getByRole('region', { name: 'Licences' });
      const link = within(licences).getByRole('link', {
        name: 'Gaming Curacao',
        description: '(opens in a new tab)',
      });
      expect(link.getAttribute('href')).toBe('https://licence.example/123');
    });
  });
});
