// Every lobby-ui text in the pseudo-locale (accented, 30-100% longer, bracketed) on a 390 px
// phone: no text may be cut off or push its block wider than the screen. A cut text loses its
// closing bracket, so each bracketed text is checked to end inside every box that clips it.
// The blocks, and the dialogs of the player's session and of "Play" on an offline lobby.
import '@lobbykit/ui-blocks/styles.css';
import { render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { luckyGame, manyGames, providers } from '../test/fixtures';
import { switchLanguage } from '../test/i18n';
import { PlayRefusalDialog, type PlayRefused } from './app/games/PlayRefusalDialog';
import { AuthDialog } from './app/session/AuthDialog';
import { LoginVerifyDialog } from './app/session/LoginVerifyDialog';
import { LogoutDialog } from './app/session/LogoutDialog';
import { SessionEndedDialog } from './app/session/SessionEndedDialog';
import { OfflineLobby } from './app/test-support/offline-lobby';
import { BannerCarousel } from './banner/BannerCarousel';
import { BootStatus } from './boot/BootStatus';
import { DemoGameFrame } from './demo/DemoGameFrame';
import { FooterBlocks } from './footer/FooterBlocks';
import { GameCard } from './game-card/GameCard';
import { GameGrid } from './game-grid/GameGrid';
import { JackpotCounter } from './jackpot/JackpotCounter';
import { LanguageSwitch } from './language/LanguageSwitch';
import { Marquee } from './marquee/Marquee';
import { LoginRequiredNotice } from './notice/LoginRequiredNotice';
import { AppDownloadDialog } from './promotions/AppDownloadDialog';
import { CutOnceDialog } from './promotions/CutOnceDialog';
import { NoticeFramesDialog } from './promotions/NoticeFramesDialog';
import { TaskListDialog } from './promotions/TaskListDialog';
import { ActivityCards } from './promotions/ActivityCards';
import { ActivityDetail } from './promotions/ActivityDetail';
import { NewComerDays } from './promotions/NewComerDays';
import { NoticeList } from './promotions/NoticeList';
import { NoticeTabs } from './promotions/NoticeTabs';
import { WaitingCollectDialog } from './promotions/WaitingCollectDialog';
import { WeakPasswordDialog } from './promotions/WeakPasswordDialog';
import { ProviderCards } from './providers/ProviderCards';
import { SearchPanel } from './search/SearchPanel';
import './styles.css';
import { BindGoogleAuthForm } from './security/BindGoogleAuthForm';
import { BindPhoneForm } from './security/BindPhoneForm';
import { ForcedBindingDialog } from './security/ForcedBindingDialog';
import { ForcedPasswordChangeForm } from './security/ForcedPasswordChangeForm';
import { SecurityOverview } from './security/SecurityOverview';
import { SelfExclusionForm } from './security/SelfExclusionForm';
import './security/security.css';
import { WithdrawPasswordBanner } from './security/WithdrawPasswordBanner';
import { WithdrawPasswordForm } from './security/WithdrawPasswordForm';
import { CategoryTabs } from './tabs/CategoryTabs';
import { WithdrawForm } from './withdraw/WithdrawForm';
import './withdraw/withdraw.css';

const PHONE = 390;

/** The boxes that clip their content (overflow other than visible). */
function clippingAncestors(node: Node, stop: Element): Element[] {
  const out: Element[] = [];
  for (let at = node.parentElement; at && at !== stop.parentElement; at = at.parentElement) {
    const style = getComputedStyle(at);
    if (style.overflowX !== 'visible' || style.overflowY !== 'visible') out.push(at);
  }
  return out;
}

/** Bracketed (pseudo-localized) texts whose closing bracket is not inside every clipping box. */
function cutTexts(root: Element): string[] {
  const cut: string[] = [];
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    const end = text.lastIndexOf('⟧');
    if (end === -1) continue;
    const element = node.parentElement!;
    // Text hidden on purpose (visually hidden, or not rendered) is read, not seen.
    if (element.closest('.lk-visually-hidden, [hidden]') || !element.checkVisibility()) continue;
    const range = document.createRange();
    range.setStart(node, end);
    range.setEnd(node, end + 1);
    const mark = range.getBoundingClientRect();
    // A scroll box (the tab row, a dialog's body) may hold text beyond its edge on the axis it
    // scrolls: the player scrolls to it. The boxes around it then clip the scroll box, not the
    // text, so on that axis the text is reachable whatever they do.
    let scrolledX = false;
    let scrolledY = false;
    for (const box of clippingAncestors(node, root)) {
      const style = getComputedStyle(box);
      const edge = box.getBoundingClientRect();
      const beyondX = mark.right > edge.right + 0.5 || mark.left < edge.left - 0.5;
      const beyondY = mark.bottom > edge.bottom + 0.5;
      scrolledX ||= scrolls(style.overflowX);
      scrolledY ||= scrolls(style.overflowY);
      if ((beyondX && !scrolledX) || (beyondY && !scrolledY)) {
        cut.push(text.trim());
        break;
      }
    }
  }
  return cut;
}

const scrolls = (overflow: string) => overflow === 'auto' || overflow === 'scroll';

/** Elements other than scroll boxes that are wider than the phone. */
function tooWide(root: Element): string[] {
  return (
    Array.from(root.querySelectorAll<HTMLElement>('*'))
      // Scroll rows and the banner track hold content beyond the edge by design.
      .filter(
        (element) =>
          element.checkVisibility() && !element.closest('.lk-tabs, .lk-marquee__viewport, .lk-banner__track'),
      )
      .filter((element) => element.getBoundingClientRect().right > PHONE + 0.5)
      .map((element) => element.className || element.tagName)
  );
}

function Phone({ children }: { children: ReactNode }) {
  return <div style={{ width: `${PHONE}px`, padding: '12px', boxSizing: 'border-box' }}>{children}</div>;
}

function expectWhole(root: Element = document.body) {
  expect(cutTexts(root)).toEqual([]);
  expect(tooWide(root)).toEqual([]);
}

/** The open dialog as laid out: its opening animation (a slide, a scale) skipped. */
async function shownDialog(): Promise<HTMLElement> {
  const dialog = await screen.findByRole('dialog');
  // A spinner or a loading shimmer runs forever: it has no end to skip to.
  for (const animation of document.getAnimations())
    if (animation.effect?.getComputedTiming().endTime !== Infinity) animation.finish();
  return dialog;
}

const game = { gameId: '30001', name: 'Lucky Lanterns', providerCode: 'HSL' };
/** A "Play" the checks refused with `outcome`. */
const refused = (outcome: PlayRefused['outcome']): PlayRefused => ({ game, outcome });

describe('lobby-ui in the pseudo-locale', () => {
  beforeAll(async () => {
    await page.viewport(PHONE, 844);
    await switchLanguage('en_XA');
  });

  afterAll(async () => {
    await switchLanguage('en_US');
  });

  describe('when a text is cut off or too wide (the check itself)', () => {
    it('finds it', () => {
      const { container } = render(
        <Phone>
          <p style={{ width: '60px', overflow: 'hidden', whiteSpace: 'nowrap' }}>⟦Ļöñĝ ţéẋţ·····⟧</p>
          <p style={{ width: '600px' }}>wide</p>
          {/* A dialog's body: it scrolls down to the text below its fold, not sideways. */}
          <div style={{ height: '40px', overflow: 'hidden' }}>
            <div style={{ width: '120px', height: '40px', overflowY: 'auto', overflowX: 'hidden' }}>
              <p style={{ marginTop: '60px' }}>⟦Ɓéļöŵ·⟧</p>
              <p style={{ whiteSpace: 'nowrap' }}>⟦Çûţ åţ ţĥé éðĝé·····⟧</p>
            </div>
          </div>
        </Phone>,
      );
      expect(cutTexts(container)).toEqual(['⟦Ļöñĝ ţéẋţ·····⟧', '⟦Çûţ åţ ţĥé éðĝé·····⟧']);
      expect(tooWide(container)).toEqual(['P']);
    });
  });

  describe('when game cards carry every mark', () => {
    it('shows the badges, the demo button and the maintenance note in full', () => {
      render(
        <Phone>
          <div style={{ display: 'grid', gridTemplateColumns: 'repeat(3, 1fr)', gap: '8px' }}>
            <GameCard
              game={{ ...luckyGame, hot: true, new: true, recommendStatus: true }}
              onPlay={() => {}}
              onPlayDemo={() => {}}
            />
            <GameCard game={{ ...luckyGame, maintainStatus: true }} onPlay={() => {}} />
            <GameCard game={luckyGame} onPlay={() => {}} onPlayDemo={() => {}} />
          </div>
        </Phone>,
      );
      expect(screen.getAllByText(/^⟦Ðéɱö/)).toHaveLength(2);
      expectWhole();
    });
  });

  describe('when a grid loads more, fails or is empty', () => {
    it('shows the progress, the buttons and the empty and failed states in full', () => {
      render(
        <Phone>
          <GameGrid games={manyGames(3)} total={90} onPlay={() => {}} onLoadMore={() => {}} />
          <GameGrid games={manyGames(3)} total={90} status="error" onPlay={() => {}} onLoadMore={() => {}} />
          <GameGrid games={[]} onPlay={() => {}} />
          <GameGrid games={[]} status="error" onPlay={() => {}} onRetry={() => {}} />
        </Phone>,
      );
      expectWhole();
    });
  });

  describe('when the home blocks show', () => {
    it('shows tabs, provider cards, banner controls, marquee and jackpot in full', () => {
      render(
        <Phone>
          <BannerCarousel
            banners={[
              { id: 'a', img: '', title: 'One', jumpType: 'activity' },
              { id: 'b', img: '', title: 'Two', jumpType: 'activity' },
            ]}
            onActivate={() => {}}
            reducedMotion
          />
          <Marquee
            items={[{ id: '1', content: 'Weekly cashback is back.' }]}
            reducedMotion
            onOpen={() => {}}
          />
          <JackpotCounter amount={98765432.1} currency="IDR" reducedMotion />
          <CategoryTabs
            categories={[{ id: 3, key: 'electronic', name: 'Slots' }]}
            extras={['hot', 'recent', 'favourites']}
            selected="hot"
            onSelect={() => {}}
          />
          <ProviderCards providers={providers} onSelect={() => {}} />
        </Phone>,
      );
      expectWhole();
    });
  });

  describe('when the search page shows history, popular words and no results', () => {
    it('shows the headings, chips, "delete all" and the no-match state in full', async () => {
      const { rerender } = render(
        <Phone>
          <SearchPanel
            onSearch={() => {}}
            history={['dragon']}
            onClearHistory={() => {}}
            hotKeywords={['poker']}
            results={[]}
            onPlay={() => {}}
          />
        </Phone>,
      );
      expectWhole();
      await userEvent.click(screen.getByRole('button', { name: /^⟦Ðéļéţé áļļ/ }));
      expectWhole();
      rerender(
        <Phone>
          <SearchPanel initialQuery="zzz" onSearch={() => {}} results={[]} onPlay={() => {}} />
        </Phone>,
      );
      expectWhole();
    });
  });

  describe('when the language dialog is open', () => {
    it('shows the title and every language in full', async () => {
      render(
        <Phone>
          <LanguageSwitch value="en_US" onChange={() => {}} />
        </Phone>,
      );
      await userEvent.click(screen.getByRole('button'));
      expectWhole();
    });
  });

  describe('when the demo page, boot screen, footer and login notice show', () => {
    it('shows their bars, messages and buttons in full', () => {
      render(
        <Phone>
          <div style={{ height: '480px' }}>
            <DemoGameFrame
              state={{ status: 'failed', code: '210103' }}
              gameName="Lucky Lanterns"
              onBack={() => {}}
              onRetry={() => {}}
              balance={{ amount: 2000, currency: 'BRL' }}
            />
          </div>
          <BootStatus attempt={12} onRetry={() => {}} onReload={() => {}} />
          <FooterBlocks
            config={{
              blocks: [
                {
                  type: 'QUICK_JUMP',
                  links: [{ key: 'about', title: 'About', jumpType: 'route', jumpValue: '/about' }],
                },
              ],
              partnerLogos: [{ key: 'HBR', name: 'Harbor Reels', logo: '' }],
              licences: [{ key: 'gc', name: 'Licence 1' }],
              copyright: '© 2026',
              commonConfig: { ageLimit: 18 },
            }}
          />
          <LoginRequiredNotice open onClose={() => {}} gameName="Royal Baccarat" onPlayDemo={() => {}} />
        </Phone>,
      );
      expectWhole();
    });
  });

  describe('when a dialog of the player’s session is open', () => {
    it('shows the log-in form and its third-party sign-ins in full', async () => {
      render(
        <OfflineLobby>
          <AuthDialog open mode="login" onModeChange={() => {}} onClose={() => {}} />
        </OfflineLobby>,
      );
      await screen.findByRole('button', { name: /LINE/ });
      await shownDialog();
      expectWhole();
    });

    it('shows the sign-up form, its currency and its agreement in full', async () => {
      render(
        <OfflineLobby currency="IDR">
          <AuthDialog open mode="register" onModeChange={() => {}} onClose={() => {}} />
        </OfflineLobby>,
      );
      await screen.findByRole('checkbox');
      await screen.findByRole('button', { name: /Facebook/ });
      await shownDialog();
      expectWhole();
    });

    it('shows the login verification and its error in full', async () => {
      render(
        <OfflineLobby>
          <LoginVerifyDialog open onClose={() => {}} />
        </OfflineLobby>,
      );
      await shownDialog();
      expectWhole();
      // An empty code sent: the field's error under it.
      const code = screen.getByRole('textbox');
      await userEvent.type(code, '{Enter}');
      await expect.poll(() => code.getAttribute('aria-invalid')).toBe('true');
      expectWhole();
    });

    it('shows "Log out?" in full', async () => {
      render(
        <OfflineLobby>
          <LogoutDialog open onConfirm={() => {}} onClose={() => {}} />
        </OfflineLobby>,
      );
      await shownDialog();
      expectWhole();
    });

    it('shows every ended session in full', async () => {
      const ended = (signInAgain: Parameters<typeof SessionEndedDialog>[0]['ended']) => (
        <OfflineLobby>
          <SessionEndedDialog ended={signInAgain} onSignIn={() => {}} onClose={() => {}} />
        </OfflineLobby>
      );
      const { rerender } = render(ended({ reason: 'tokenExpired', at: 0 }));
      await shownDialog();
      expectWhole();
      rerender(
        ended({ reason: 'otherDevice', at: 0, deviceModel: 'Samsung Galaxy S24 Ultra (Chrome on Android)' }),
      );
      await screen.findByText(/Samsung Galaxy S24 Ultra/);
      await shownDialog();
      expectWhole();
      rerender(ended({ reason: 'otherTab', at: 0 }));
      await shownDialog();
      expectWhole();
    });
  });

  describe('when a "Play" is refused', () => {
    // Rupiah: the longest amounts a lobby currency writes.
    const dialogOf = (outcome: PlayRefused['outcome']) => (
      <OfflineLobby currency="IDR">
        <PlayRefusalDialog refused={refused(outcome)} onClose={() => {}} />
      </OfflineLobby>
    );

    it('shows the deposit offer with both amounts in full', async () => {
      render(
        dialogOf({
          ok: false,
          reason: 'depositNeeded',
          minimumEntryBalance: 25_000_000,
          balance: 12_345_678.9,
          messageKey: 'lobby.play.deposit',
        }),
      );
      await screen.findByText(/25\.000\.000/);
      await shownDialog();
      expectWhole();
    });

    it('shows the units to confirm in full', async () => {
      render(
        dialogOf({
          ok: false,
          reason: 'confirmRatio',
          currencyRatio: 1000,
          balance: 98_765_432.1,
          messageKey: 'lobby.play.ratio',
        }),
      );
      await screen.findByText(/98\.765\.432/);
      await shownDialog();
      expectWhole();
    });

    it('shows why the game did not open in full', async () => {
      const { rerender } = render(
        dialogOf({
          ok: false,
          reason: 'selfExcluded',
          until: Date.UTC(2031, 8, 30, 12, 0),
          messageKey: 'lobby.play.selfExcluded',
        }),
      );
      await shownDialog();
      expectWhole();
      rerender(dialogOf({ ok: false, reason: 'noGameRights', messageKey: 'lobby.play.noRights' }));
      await shownDialog();
      expectWhole();
    });
  });

  describe('when the withdraw and security blocks show', () => {
    // Rupiah again: the longest amounts; a bank name and a masked number of the longest kind.
    const info = {
      currency: 'IDR',
      balance: '98765432.1',
      withdrawable: '98765432.1',
      betRequirement: '0',
      min: '50000',
      max: '250000000',
      fee: { rate: '0.015', fixed: '25000' },
      hasWithdrawPassword: true,
    };
    const accounts = [
      {
        accountId: '11',
        kind: 'bank' as const,
        name: 'Bank Rakyat Nusantara',
        holder: 'Ana Souza',
        number: '123***7890',
      },
      { accountId: '12', kind: 'crypto' as const, name: 'USDT-TRC20', number: 'TQ7n1x***PqRsT' },
    ];
    const withdraw = (
      overrides: Partial<typeof info> = {},
      onSubmit = () => new Promise<never>(() => {}),
    ) => (
      <Phone>
        <WithdrawForm
          info={{ ...info, ...overrides }}
          accounts={accounts}
          onSubmit={onSubmit}
          onAddAccount={() => new Promise<never>(() => {})}
          onSetWithdrawPassword={() => {}}
        />
      </Phone>
    );

    it('shows the withdraw page, its amount errors and its PIN pad in full', async () => {
      render(withdraw());
      expectWhole();
      await userEvent.click(screen.getByRole('button', { name: /^⟦.îţĥðŕáŵ/ }));
      expectWhole();
      await userEvent.click(screen.getByRole('button', { name: /^⟦Åļļ/ }));
      await userEvent.click(screen.getAllByRole('button', { name: /^⟦.îţĥðŕáŵ/ }).at(-1)!);
      await shownDialog();
      expectWhole();
    });

    it('shows the bet requirement, the missing password and a new account in full', async () => {
      const { rerender } = render(withdraw({ withdrawable: '0', betRequirement: '12345678.9' }));
      expectWhole();
      rerender(withdraw({ hasWithdrawPassword: false }));
      expectWhole();
      rerender(withdraw());
      await userEvent.click(screen.getByRole('button', { name: /^⟦Åðð áççöûñţ/ }));
      await userEvent.click(screen.getByRole('button', { name: /^⟦Šáṽé áççöûñţ/ }));
      expectWhole();
    });

    it('shows the security list, the warning and the password forms in full', async () => {
      render(
        <Phone>
          <WithdrawPasswordBanner onSetPassword={() => {}} />
          <SecurityOverview
            status={{ hasWithdrawPassword: true, phone: '+55 119****4321', googleAuthBound: false }}
            onOpen={() => {}}
          />
          <WithdrawPasswordForm mode="change" onSubmit={() => new Promise<never>(() => {})} />
          <ForcedPasswordChangeForm onSubmit={() => new Promise<never>(() => {})} />
        </Phone>,
      );
      expectWhole();
      // Every field's error under it.
      for (const button of screen.getAllByRole('button', { name: /^⟦(Šáṽé|Çĥáñĝé þáššŵöŕð)/ }))
        await userEvent.click(button);
      expectWhole();
    });

    it('shows the phone and authenticator bindings in full', async () => {
      render(
        <Phone>
          <BindPhoneForm
            countries={[{ countryName: 'Brazil', phoneNumberSegment: '+55' }]}
            onSendCode={() => Promise.resolve(60)}
            onSubmit={() => new Promise<never>(() => {})}
          />
          <BindGoogleAuthForm
            setup={{ secret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP', otpauthUrl: 'otpauth://totp/x' }}
            onSubmit={() => new Promise<never>(() => {})}
          />
        </Phone>,
      );
      await userEvent.type(screen.getByRole('textbox', { name: /^⟦Þĥöñé/ }), '11987654321');
      await userEvent.click(screen.getByRole('button', { name: /^⟦Šéñð çöðé/ }));
      await screen.findByRole('button', { name: /^⟦Ŕéšéñð/ });
      expectWhole();
    });

    it('shows the forced binding and self-exclusion dialogs in full', async () => {
      const bindPhone = (
        <BindPhoneForm onSendCode={() => Promise.resolve(60)} onSubmit={() => new Promise<never>(() => {})} />
      );
      const { unmount } = render(
        <ForcedBindingDialog
          open
          required={['phone', 'email', 'googleAuth']}
          limit="250000000"
          currency="IDR"
          forms={{ phone: bindPhone, email: bindPhone, googleAuth: bindPhone }}
          onLogOut={() => {}}
        />,
      );
      await shownDialog();
      expectWhole();
      unmount();
      render(
        <Phone>
          <SelfExclusionForm language="en_US" onSubmit={() => new Promise<never>(() => {})} />
        </Phone>,
      );
      expectWhole();
      await userEvent.click(screen.getAllByRole('radio').at(-1)!);
      await userEvent.click(screen.getByRole('button', { name: /^⟦Çöñţîñûé/ }));
      await shownDialog();
      expectWhole();
    });
  });

  describe('when a start-up pop-up is open', () => {
    // Rupiah: the longest amounts; a title and task names of the longest kind.
    const task = (taskId: number, status: 0 | 1 | 2) => ({
      taskId,
      code: 'mrrw' as const,
      title: 'Wager on 25 different slot games from three providers',
      reward: '1234567.89',
      target: 25,
      progress: 12,
      status,
    });

    it('shows the notice frames, the position and the two choices in full', async () => {
      render(
        <NoticeFramesDialog
          open
          frames={[
            {
              id: 'a',
              title: 'Weekend reload bonus for every deposit method',
              content: '<p>Deposit on Saturday.</p>',
            },
            { id: 'b', content: '<p>Maintenance tonight.</p>' },
          ]}
          onRead={() => {}}
          onDismiss={() => {}}
          onClose={() => {}}
        />,
      );
      await screen.findByText('Deposit on Saturday.');
      await shownDialog();
      expectWhole();
    });

    it('shows the cut with draws, after a draw, completed and failed in full', async () => {
      const NOW = Date.UTC(2026, 2, 15, 14, 30);
      const cut = {
        show: true,
        target: '98765432.1',
        progress: '12345678.9',
        turns: 3,
        resetAt: NOW + 99 * 3_600_000,
      };
      const dialog = (extra: Partial<Parameters<typeof CutOnceDialog>[0]>) => (
        <CutOnceDialog
          open
          cut={cut}
          kind="new"
          now={NOW}
          currency="IDR"
          drawing={false}
          onDraw={() => {}}
          onClose={() => {}}
          {...extra}
        />
      );
      const { rerender } = render(dialog({ drawing: true, error: 'x' }));
      await shownDialog();
      expectWhole();
      rerender(
        dialog({
          lastDraw: {
            amount: '1234567.8',
            progress: '13580246.7',
            target: '98765432.1',
            turns: 2,
            completed: false,
          },
        }),
      );
      expectWhole();
      rerender(
        dialog({
          lastDraw: {
            amount: '1234567.8',
            progress: '98765432.1',
            target: '98765432.1',
            turns: 2,
            completed: true,
          },
        }),
      );
      expectWhole();
    });

    it('shows the task list in every status, claiming, in full', async () => {
      render(
        <TaskListDialog
          open
          code="smrw"
          tasks={[task(1, 0), task(2, 1), task(3, 2)]}
          currency="IDR"
          claiming={2}
          onClaim={() => {}}
          onGo={() => {}}
          onClose={() => {}}
        />,
      );
      await shownDialog();
      expectWhole();
    });

    it('shows waiting-to-collect with its total in full', async () => {
      render(
        <WaitingCollectDialog
          open
          items={[task(1, 1), task(2, 1), task(3, 2)]}
          currency="IDR"
          claiming="all"
          onClaim={() => {}}
          onClaimAll={() => {}}
          onClose={() => {}}
        />,
      );
      await shownDialog();
      expectWhole();
    });

    it('shows the app download and weak-password prompts in full', async () => {
      const { unmount } = render(
        <AppDownloadDialog open siteName="Harbor Play Casino" onDownload={() => {}} onClose={() => {}} />,
      );
      await shownDialog();
      expectWhole();
      unmount();
      render(<WeakPasswordDialog open onChangePassword={() => {}} onClose={() => {}} />);
      await shownDialog();
      expectWhole();
    });
  });
  describe('when the notice centre and the promotions pages show', () => {
    const AT = Date.UTC(2026, 10, 20, 9, 30);
    const activity = {
      id: '202',
      categoryId: 1,
      title: 'Red packet rain',
      content: '<p>Catch a red packet.</p>',
      startTime: AT,
      endTime: AT + 7 * 86_400_000,
    };

    it('shows the tabs with counts, the notices, "Load more" and the empty state in full', () => {
      const { rerender } = render(
        <Phone>
          <NoticeTabs selected={1} onSelect={() => {}} unread={{ 1: 120, 2: 8, 3: 3 }} panelId="p" />
          <NoticeList
            id="p"
            label="System"
            state="ready"
            notices={[{ id: 'n1', type: 1, title: 'Maintenance tonight', content: '', publishedAt: AT }]}
            read={new Set()}
            onToggle={() => {}}
            language="en_XA"
            more
            onLoadMore={() => {}}
            onRetry={() => {}}
          />
        </Phone>,
      );
      expectWhole();
      rerender(
        <Phone>
          <NoticeList
            label="System"
            state="failed"
            notices={[]}
            read={new Set()}
            onToggle={() => {}}
            language="en_XA"
            more={false}
            onLoadMore={() => {}}
            onRetry={() => {}}
          />
        </Phone>,
      );
      expectWhole();
    });

    it('shows the activity cards, a detail and the new-player days in full', () => {
      render(
        <Phone>
          <ActivityCards
            label="Deposit offers"
            state="ready"
            activities={[activity]}
            language="en_XA"
            hrefOf={(id) => `/promotions/${id}`}
            onOpen={() => {}}
            onRetry={() => {}}
          />
          <ActivityDetail activity={activity} language="en_XA" onBack={() => {}} />
          <NewComerDays
            days={[1, 2, 3].map((day) => ({
              day,
              title: `Day ${day} gift`,
              reward: '12345.6',
              status: day === 1 ? 2 : day === 2 ? 1 : 0,
            }))}
            currency="IDR"
            claiming={2}
            error="x"
            onClaim={() => {}}
          />
        </Phone>,
      );
      expectWhole();
    });
  });
});
