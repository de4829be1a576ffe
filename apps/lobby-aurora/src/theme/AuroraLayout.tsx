// Aurora's frame of every page. Desktop: the side menu at the left, the header, the page and
// the footer beside it. Phone: the header, the page, the footer and a bottom tab bar instead of
// the side menu. Where classic has top tabs and a float bar, aurora has these.
import { FloatBarSlot, FooterSlot, useIsMobile } from '@lobbykit/lobby-ui/app';
import type { ThemeSlotProps } from '@lobbykit/theme-kit';
import type { ReactElement } from 'react';
import { AuroraHeader } from './AuroraHeader';
import { BottomTabBar } from './nav/BottomTabBar';
import { SideMenu } from './nav/SideMenu';

export function AuroraLayout({ children }: ThemeSlotProps): ReactElement {
  const mobile = useIsMobile();
  return (
    <div className={mobile ? 'au-frame au-frame--phone' : 'au-frame au-frame--desktop'}>
      {mobile ? null : <SideMenu />}
      <div className="au-frame__column">
        <AuroraHeader mobile={mobile} />
        <main className="au-main" id="main">
          {children}
        </main>
        <FooterSlot />
      </div>
      <FloatBarSlot />
      {mobile ? <BottomTabBar /> : null}
    </div>
  );
}
