// The captcha host: mount it once; it shows whatever the guard needs from the user.
import { useId, type KeyboardEvent, type ReactNode } from 'react';
import type { CaptchaGuardHandle } from '../guard';
import { CaptchaNotice } from './CaptchaNotice';
import { SlidePuzzle } from './SlidePuzzle';
import { SmsCodeForm } from './SmsCodeForm';
import { overlayStyle, panelStyle, titleStyle } from './styles';
import { withDefaults, type CaptchaTexts } from './texts';
import { useCaptchaState } from './use-captcha';

export interface CaptchaDialogProps {
  guard: CaptchaGuardHandle;
  texts?: Partial<CaptchaTexts>;
}

/**
 * A modal dialog for the guard: loading, the slide puzzle or the SMS form, "checking", and
 * the failure or restriction message. Nothing while idle, after a pass, or while a vendor
 * widget shows its own pop-up. Escape cancels a challenge or closes a message.
 */
export function CaptchaDialog({ guard, texts }: CaptchaDialogProps) {
  const t = withDefaults(texts);
  const state = useCaptchaState(guard);
  const titleId = useId();
  // While validating, the answered prompt stays on screen, disabled.
  const prompt = state.status === 'challenging' || state.status === 'validating' ? state.prompt : undefined;

  const busy = state.status === 'validating';
  let body: ReactNode;
  switch (state.status) {
    case 'idle':
    case 'passed':
      return null;
    case 'failed':
    case 'restricted':
      body = <CaptchaNotice state={state} guard={guard} onClose={guard.dismiss} texts={t} />;
      break;
    default:
      if (prompt?.type === 'vendor') {
        if (!busy) return null;
        body = <p role="status">{t.checking}</p>;
      } else if (prompt?.type === 'slide') {
        body = (
          <SlidePuzzle
            challenge={prompt.challenge}
            onSubmit={(x) => guard.answer(String(x))}
            onCancel={guard.cancel}
            busy={busy}
            texts={t}
          />
        );
      } else if (prompt?.type === 'sms') {
        body = (
          <SmsCodeForm
            phone={prompt.phone}
            onSubmit={guard.answer}
            onCancel={guard.cancel}
            busy={busy}
            texts={t}
          />
        );
      } else {
        body = <p role="status">{busy ? t.checking : t.loading}</p>;
      }
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>): void => {
    if (event.key !== 'Escape') return;
    event.stopPropagation();
    if (state.status === 'challenging') guard.cancel();
    else if (state.status === 'failed' || state.status === 'restricted') guard.dismiss();
  };

  return (
    <div style={overlayStyle}>
      <div
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        style={panelStyle}
        onKeyDown={onKeyDown}
        data-captcha-state={state.status}
      >
        <h2 id={titleId} style={titleStyle}>
          {t.title}
        </h2>
        {body}
        {busy && prompt && prompt.type !== 'vendor' && (
          <p role="status" style={{ margin: '8px 0 0' }}>
            {t.checking}
          </p>
        )}
      </div>
    </div>
  );
}
