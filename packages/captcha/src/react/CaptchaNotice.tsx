// The message of a failed or restricted captcha (spec §8): code and lot number, or the
// seconds left of the restriction, counting down.
import type { CaptchaGuardHandle } from '../guard';
import type { CaptchaState } from '../machine';
import { captchaMessage } from '../messages';
import { primaryButtonStyle, rowStyle } from './styles';
import { withDefaults, type CaptchaTexts } from './texts';
import { useRestrictionSeconds } from './use-captcha';

export interface CaptchaNoticeProps {
  state: Extract<CaptchaState, { status: 'failed' | 'restricted' }>;
  guard: Pick<CaptchaGuardHandle, 'restrictedMs'>;
  /** Shows a Close button when given. */
  onClose?: () => void;
  texts?: Partial<CaptchaTexts>;
}

export function CaptchaNotice({ state, guard, onClose, texts }: CaptchaNoticeProps) {
  const t = withDefaults(texts);
  const restricted = state.status === 'restricted';
  const seconds = useRestrictionSeconds(guard, restricted);
  const message = captchaMessage(state.error, {
    texts: t,
    ...(restricted ? { remainingMs: seconds * 1000 } : {}),
  });
  return (
    <div>
      <p role="alert" style={{ margin: 0 }} data-captcha-status={state.status}>
        {message}
      </p>
      {onClose && (
        <div style={rowStyle}>
          <button type="button" style={primaryButtonStyle} onClick={onClose}>
            {t.close}
          </button>
        </div>
      )}
    </div>
  );
}
