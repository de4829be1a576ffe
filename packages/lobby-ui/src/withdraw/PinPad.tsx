// The withdrawal password's PIN pad: boxes that fill as digits come, a keypad on screen for
// phones, the keyboard and a paste for desktops; the digits go to the owner the moment the last
// one is in. A password field under the boxes holds them, so a screen reader hears how many
// there are, never which.
import { PAY_PASSWORD_LENGTH } from '@lobbykit/contract';
import { useId, type KeyboardEvent, type ReactNode, type Ref } from 'react';
import { cx } from '../shared/class-names';
import { useLobbyText } from '../shared/texts';

const KEYS = ['1', '2', '3', '4', '5', '6', '7', '8', '9'] as const;

/** Props of {@link PinPad}. */
export interface PinPadProps {
  /** The digits typed so far (the owner keeps them: it clears them after a refusal). */
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The last digit is in: the whole password, sent once per completion. */
  readonly onComplete: (pin: string) => void;
  /**
   * The group's name, shown above the boxes.
   * @default the "Withdrawal password" text
   */
  readonly label?: string | undefined;
  /**
   * How many digits the password has (spec §5 "pay password 6 digits").
   * @default PAY_PASSWORD_LENGTH (6)
   */
  readonly length?: number | undefined;
  /** The digits are being checked: nothing can be typed, the keypad waits. */
  readonly busy?: boolean | undefined;
  /** Why the last password was refused, under the boxes (announced). */
  readonly error?: string | undefined;
  /** The field that holds the digits, for a dialog to focus on open. */
  readonly inputRef?: Ref<HTMLInputElement> | undefined;
  readonly className?: string | undefined;
}

/** Digits only, at most `length` of them (a paste of "12 34 56" gives "123456"). */
const digitsOf = (text: string, length: number) => text.replace(/\D/g, '').slice(0, length);

/**
 * Six boxes and a keypad for the withdrawal password: one labelled group, the count of digits
 * announced as it changes, the digits never. Typing, a paste and Backspace work in the field;
 * digits and Backspace also work while focus is on the keypad. There is no confirm button: the
 * sixth digit sends the password, as players know it from their bank apps.
 */
export function PinPad({
  value,
  onChange,
  onComplete,
  label,
  length = PAY_PASSWORD_LENGTH,
  busy = false,
  error,
  inputRef,
  className,
}: PinPadProps) {
  const text = useLobbyText();
  const baseId = useId();
  const labelId = `${baseId}label`;
  const countId = `${baseId}count`;
  const errorId = `${baseId}error`;

  const change = (next: string) => {
    const digits = digitsOf(next, length);
    if (busy || digits === value) return;
    onChange(digits);
    if (digits.length === length) onComplete(digits);
  };
  const press = (digit: string) => change(value + digit);
  const erase = () => {
    if (!busy && value !== '') onChange(value.slice(0, -1));
  };

  // Focus on the keypad (a keyboard user who tabbed there): digits and Backspace still count.
  const onKeypadKey = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.ctrlKey || event.metaKey || event.altKey) return;
    if (/^\d$/.test(event.key)) {
      event.preventDefault();
      press(event.key);
    } else if (event.key === 'Backspace') {
      event.preventDefault();
      erase();
    }
  };

  const described = cx(countId, error && errorId);
  return (
    <div
      className={cx('lk-auth', 'lk-pin', className)}
      role="group"
      aria-labelledby={labelId}
      aria-busy={busy || undefined}
      data-invalid={error ? '' : undefined}
    >
      <p className="lk-pin__label" id={labelId}>
        {label ?? text('lobby.pin.label')}
      </p>
      <div className="lk-pin__field">
        <input
          ref={inputRef}
          className="lk-pin__input"
          type="password"
          // The keypad below is the phone's keyboard; a physical keyboard still types here.
          inputMode="none"
          autoComplete="off"
          autoCorrect="off"
          spellCheck={false}
          maxLength={length}
          value={value}
          readOnly={busy}
          aria-labelledby={labelId}
          aria-describedby={described}
          aria-invalid={error ? true : undefined}
          onChange={(event) => change(event.currentTarget.value)}
          onPaste={(event) => {
            event.preventDefault();
            change(event.clipboardData.getData('text'));
          }}
        />
        <div className="lk-pin__boxes" aria-hidden="true">
          {Array.from({ length }, (_, index) => (
            <span
              key={index}
              className="lk-pin__box"
              data-filled={index < value.length ? '' : undefined}
              data-current={index === Math.min(value.length, length - 1) ? '' : undefined}
            />
          ))}
        </div>
        {busy && <span className="lk-pin__spinner" aria-hidden="true" />}
      </div>
      <p className="lk-visually-hidden" id={countId} aria-live="polite">
        {busy ? text('lobby.auth.busy') : text('lobby.pin.count', { count: value.length, length })}
      </p>
      {error && (
        <p className="lk-pin__error" id={errorId} role="alert">
          {error}
        </p>
      )}
      <div className="lk-pin__keypad" onKeyDown={onKeypadKey}>
        {KEYS.map((digit) => (
          <KeypadButton key={digit} busy={busy} onPress={() => press(digit)}>
            {digit}
          </KeypadButton>
        ))}
        <span className="lk-pin__gap" />
        <KeypadButton busy={busy} onPress={() => press('0')}>
          0
        </KeypadButton>
        <KeypadButton busy={busy} onPress={erase} label={text('lobby.pin.delete')}>
          <svg className="lk-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path
              d="M9 5.5h10.5v13H9L3.5 12zM12.5 9.5l5 5M17.5 9.5l-5 5"
              fill="none"
              stroke="currentColor"
              strokeWidth="1.8"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
        </KeypadButton>
      </div>
    </div>
  );
}

function KeypadButton({
  busy,
  onPress,
  label,
  children,
}: {
  readonly busy: boolean;
  readonly onPress: () => void;
  readonly label?: string;
  readonly children: ReactNode;
}) {
  return (
    <button
      type="button"
      className="lk-pin__key"
      aria-label={label}
      aria-disabled={busy || undefined}
      // A mouse press keeps focus in the field, so the keyboard goes on typing there.
      onMouseDown={(event) => event.preventDefault()}
      onClick={onPress}
    >
      {children}
    </button>
  );
}
