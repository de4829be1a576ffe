// The header's "Log in" and "Sign up": the session issue's login modal answers them; until
// then they open the honest login-required notice.
import { cx } from '../../shared/class-names';
import { useLobbyText } from '../../shared/texts';
import { useRequireLogin } from '../shell/login-notice';

export interface LoginButtonsProps {
  readonly className?: string | undefined;
}

export function LoginButtons({ className }: LoginButtonsProps) {
  const text = useLobbyText();
  const requireLogin = useRequireLogin();
  return (
    <div className={cx('lk-app-login', className)}>
      <button type="button" className="lk-button" data-variant="quiet" onClick={() => requireLogin()}>
        {text('lobby.login.action')}
      </button>
      <button type="button" className="lk-button" onClick={() => requireLogin()}>
        {text('lobby.nav.signUp')}
      </button>
    </div>
  );
}
