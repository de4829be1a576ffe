// Binding Google Authenticator (the hall's TOTP): the steps, the setup key as a QR code when the
// owner has a QR block, else the key itself with a copy button, and the app's 6-digit code.
import { Skeleton } from '@lobbykit/ui-blocks';
import { useId, useState, type ReactNode } from 'react';
import { FieldFrame, fieldAria } from '../auth/FieldFrame';
import { useLobbyText } from '../shared/texts';
import { FormStatus, SecurityForm, SubmitButton } from './form-parts';
import { refusalOf } from './security-codes';
import type { SecurityResult } from './security-types';
import { useCheckedForm, type FieldProblem } from './use-checked-form';

const CODE_LENGTH = 6;
const CODE_PATTERN = /^\d{6}$/;

/** What the hall's first `bindGoogleAuth` call answers: the secret and its otpauth:// link. */
export interface GoogleAuthSetup {
  readonly secret: string;
  readonly otpauthUrl: string;
}

/** Props of {@link BindGoogleAuthForm}. */
export interface BindGoogleAuthFormProps {
  /** The secret to add to the app; none yet: a placeholder while it loads. */
  readonly setup: GoogleAuthSetup | undefined;
  /** Sends the app's code (the hall's second `bindGoogleAuth` call); 1012 is a wrong code. */
  readonly onSubmit: (code: string) => Promise<SecurityResult>;
  /**
   * Draws `value` (the otpauth:// link) as a QR code named `label`, when the app has a QR block;
   * without it, the key is shown to type in.
   */
  readonly renderQr?: ((value: string, label: string) => ReactNode) | undefined;
  /**
   * Puts the key on the clipboard.
   * @default navigator.clipboard.writeText
   */
  readonly onCopy?: ((text: string) => Promise<void>) | undefined;
  /** Bound (after its message is shown). */
  readonly onDone?: (() => void) | undefined;
  readonly className?: string | undefined;
}

const clipboardCopy = (text: string): Promise<void> =>
  globalThis.navigator?.clipboard
    ? globalThis.navigator.clipboard.writeText(text)
    : Promise.reject(new Error('no clipboard'));

/** The key in groups of four, as authenticator apps show it, so it can be typed without slips. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, '$1 ');

export function BindGoogleAuthForm({
  setup,
  onSubmit,
  renderQr,
  onCopy = clipboardCopy,
  onDone,
  className,
}: BindGoogleAuthFormProps) {
  const text = useLobbyText();
  const baseId = useId();
  const codeId = `${baseId}code`;
  const [copied, setCopied] = useState(false);
  const [bound, setBound] = useState(false);

  const form = useCheckedForm<'code'>({
    text,
    fields: ['code'],
    initial: { code: '' },
    check: ({ code }): Partial<Record<'code', FieldProblem>> => {
      const typed = code.trim();
      if (typed === '')
        return { code: { key: 'validation.required', params: { item: text('lobby.security.googleCode') } } };
      return CODE_PATTERN.test(typed)
        ? {}
        : { code: { key: 'lobby.security.googleCodeFormat', params: { length: CODE_LENGTH } } };
    },
  });

  const submit = form.submit(async ({ code }) => {
    const result = await onSubmit(code.trim());
    if (!result.ok) return refusalOf(result, ['code'], text);
    setBound(true);
    onDone?.();
    return undefined;
  });

  const copy = () => {
    if (!setup) return;
    onCopy(setup.secret).then(
      () => setCopied(true),
      () => setCopied(false),
    );
  };

  const error = form.errorOf('code');
  return (
    <SecurityForm
      busy={form.busy}
      formError={form.formError}
      status={bound ? text('lobby.security.googleBound') : ''}
      className={className}
      onSubmit={submit}
    >
      <ol className="lk-security__steps">
        <li>{text('lobby.security.googleInstall')}</li>
        <li>
          {text(renderQr ? 'lobby.security.googleScan' : 'lobby.security.googleEnterKey')}
          {setup ? (
            <div className="lk-security__key-box">
              {renderQr?.(setup.otpauthUrl, text('lobby.security.googleQr'))}
              <p className="lk-security__key-label">{text('lobby.security.googleKey')}</p>
              <div className="lk-security__key-row">
                <code className="lk-security__key">{grouped(setup.secret)}</code>
                <button type="button" className="lk-auth__send" onClick={copy}>
                  {text('lobby.security.copyKey')}
                </button>
              </div>
              <FormStatus>{copied ? text('lobby.security.keyCopied') : ''}</FormStatus>
            </div>
          ) : (
            <Skeleton variant="rect" height={renderQr ? 160 : 48} label={text('lobby.auth.busy')} />
          )}
        </li>
        <li>{text('lobby.security.googleEnterCode')}</li>
      </ol>
      <FieldFrame id={codeId} label={text('lobby.security.googleCode')} error={error}>
        <input
          ref={form.refOf('code')}
          id={codeId}
          className="lk-auth__input"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          maxLength={CODE_LENGTH}
          value={form.values.code}
          onChange={(event) => form.set('code', event.currentTarget.value.replace(/\D/g, ''))}
          onBlur={() => form.leave('code')}
          {...fieldAria(codeId, { error: Boolean(error) })}
        />
      </FieldFrame>
      <SubmitButton busy={form.busy}>{text('lobby.security.bindGoogle')}</SubmitButton>
    </SecurityForm>
  );
}
