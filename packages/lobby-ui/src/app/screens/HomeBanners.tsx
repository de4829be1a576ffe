// The home banner carousel: the system status' banners of their display window.
import { isInShowWindow } from '@lobbykit/contract';
import { useLobby, useLobbySelector } from '@lobbykit/lobby-core/react';
import { useMemo, useState } from 'react';
import { BannerCarousel } from '../../banner/BannerCarousel';
import { canJump, useJump } from '../chrome/use-jump';

export interface HomeBannersProps {
  readonly className?: string | undefined;
}

export function HomeBanners({ className }: HomeBannersProps) {
  const lobby = useLobby();
  const status = useLobbySelector(lobby.select.systemStatus);
  // The window is read when the page opens; a banner ending mid-visit stays until the next one.
  const [now] = useState(() => Date.now());
  const banners = useMemo(
    () =>
      (status?.messageBannerIndex ?? [])
        .filter((banner) => isInShowWindow(banner, now))
        .sort((a, b) => (a.sort ?? 0) - (b.sort ?? 0)),
    [status, now],
  );
  const jump = useJump();
  if (banners.length === 0) return null;
  return (
    <BannerCarousel
      className={className}
      banners={banners}
      isActivatable={canJump}
      onActivate={(banner) => jump(banner)}
    />
  );
}
