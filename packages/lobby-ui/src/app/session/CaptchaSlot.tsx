// The captcha challenge of a sign-in, inside the log-in modal (its `captcha` slot): the
// captcha package's own puzzle and SMS form on lobby-core's mirror of the guard's state.
// Failures and the restriction are the submit's answer (next to the form), not shown here.
import { SlidePuzzle, SmsCodeForm, type CaptchaTexts } from '@lobbykit/captcha/react';
import { useCaptcha } from '@lobbykit/lobby-core/react';
import { useLobbyText } from '../../shared/texts';

export function CaptchaSlot() {
  const text = useLobbyText();
  const { state, answer, cancel } = useCaptcha();
  if (state.status !== 'challenging' && state.status !== 'validating') return null;
  const busy = state.status === 'validating';
  const texts: Partial<CaptchaTexts> = {
    title: text('lobby.auth.captcha'),
    loading: text('lobby.captcha.loading'),
    checking: text('lobby.captcha.checking'),
    slideHint: text('lobby.captcha.slideHint'),
    slideImage: text('lobby.captcha.slideImage'),
    slider: text('lobby.captcha.slider'),
    // The package puts the masked number in its own `{phone}`: keep that placeholder for it.
    smsHint: text('lobby.captcha.smsHint', { phone: '{phone}' }),
    smsHintNoPhone: text('lobby.captcha.smsHintNoPhone'),
    smsCode: text('lobby.captcha.smsCode'),
    verify: text('lobby.captcha.verify'),
    cancel: text('lobby.action.cancel'),
    close: text('lobby.action.close'),
  };
  const prompt = state.prompt;
  if (prompt?.type === 'slide')
    return (
      <SlidePuzzle
        challenge={prompt.challenge}
        onSubmit={(x) => answer(String(x))}
        onCancel={cancel}
        busy={busy}
        texts={texts}
      />
    );
  if (prompt?.type === 'sms')
    return <SmsCodeForm phone={prompt.phone} onSubmit={answer} onCancel={cancel} busy={busy} texts={texts} />;
  // A vendor widget shows its own pop-up; until a prompt arrives the check is loading.
  if (prompt?.type === 'vendor' && !busy) return null;
  return <p role="status">{text(busy ? 'lobby.captcha.checking' : 'lobby.captcha.loading')}</p>;
}
