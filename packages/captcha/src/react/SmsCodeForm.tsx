// The SMS-code challenge: one labelled field for the code the hall texted.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { primaryButtonStyle, rowStyle, secondaryButtonStyle } from './styles';
import { withDefaults, type CaptchaTexts } from './texts';

export interface SmsCodeFormProps {
  /** The masked number the code went to, when known. */
  phone?: string | undefined;
  onSubmit: (code: string) => void;
  /** Shows a Cancel button when given. */
  onCancel?: () => void;
  /** @default false */
  busy?: boolean;
  /** @default true */
  autoFocus?: boolean;
  texts?: Partial<CaptchaTexts>;
}

export function SmsCodeForm({
  phone,
  onSubmit,
  onCancel,
  busy = false,
  autoFocus = true,
  texts,
}: SmsCodeFormProps) {
  const t = withDefaults(texts);
  const [code, setCode] = useState('');
  const input = useRef<HTMLInputElement>(null);
  const inputId = useId();
  const hintId = useId();

  useEffect(() => {
    if (autoFocus) input.current?.focus();
  }, [autoFocus]);

  const submit = (event: FormEvent<HTMLFormElement>): void => {
    event.preventDefault();
    const value = code.trim();
    if (value !== '' && !busy) onSubmit(value);
  };

  return (
    <form onSubmit={submit} aria-busy={busy} noValidate>
      <p id={hintId} style={{ margin: '0 0 8px' }}>
        {phone ? t.smsHint.replace('{phone}', phone) : t.smsHintNoPhone}
      </p>
      <label htmlFor={inputId} style={{ display: 'block', marginBottom: 4 }}>
        {t.smsCode}
      </label>
      <input
        ref={input}
        id={inputId}
        name="sms-code"
        value={code}
        onChange={(event) => setCode(event.target.value.replace(/\s/g, ''))}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={8}
        aria-describedby={hintId}
        readOnly={busy}
        style={{
          font: 'inherit',
          padding: '6px 8px',
          width: '100%',
          boxSizing: 'border-box',
          border: '1px solid #5f6368',
          borderRadius: 4,
        }}
      />
      <div style={rowStyle}>
        {onCancel && (
          <button type="button" style={secondaryButtonStyle} onClick={onCancel} disabled={busy}>
            {t.cancel}
          </button>
        )}
        <button type="submit" style={primaryButtonStyle} disabled={busy || code.trim() === ''}>
          {t.verify}
        </button>
      </div>
    </form>
  );
}
