// The header's "Log in" and "Sign up": they open the log-in / sign-up modal, whose chunk starts
// loading on the first sign of intent.
import { cx } from '../../shared/class-names';
import { useLobbyText } from '../../shared/texts';
import { useOpenAuth } from '../session/auth-context';
import { preloadAuthDialog } from '../session/lazy-session';

export interface LoginButtonsProps {
  readonly className?: string | undefined;
}

export function LoginButtons({ className }: LoginButtonsProps) {
  const text = useLobbyText();
  const openAuth = useOpenAuth();
  return (
    <div
      className={cx('lk-app-login', className)}
      onPointerOver={preloadAuthDialog}
      onFocus={preloadAuthDialog}
      onTouchStart={preloadAuthDialog}
    >
      <button type="button" className="lk-button" data-variant="quiet" onClick={() => openAuth('login')}>
        {text('lobby.login.action')}
      </button>
      <button type="button" className="lk-button" onClick={() => openAuth('register')}>
        {text('lobby.nav.signUp')}
      </button>
    </div>
  );
}
