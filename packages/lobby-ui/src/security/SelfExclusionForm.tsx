// Self-exclusion (issue "Money" item 8): the player chooses a period, then confirms a second
// time in a dialog that says until when and that it cannot be undone (its safe answer, "Cancel",
// has the focus); then the end of the ban in the language's date format.
import type { Clock } from '@lobbykit/contract';
import { formatDate } from '@lobbykit/i18n';
import { useId, useRef, useState, type FormEvent } from 'react';
import { browserClock } from '../auth/use-countdown';
import { ConfirmDialog } from '../shared/ConfirmDialog';
import { cx } from '../shared/class-names';
import { useLobbyText } from '../shared/texts';
import type { SecurityFailure } from './security-types';

/** The periods a player may choose. */
export type SelfExclusionPeriod = 'oneDay' | 'oneWeek' | 'oneMonth' | 'threeMonths' | 'sixMonths' | 'oneYear';

/** Days of each period (what the hall's `setSelfExclusion` takes). */
export const SELF_EXCLUSION_DAYS: Readonly<Record<SelfExclusionPeriod, number>> = {
  oneDay: 1,
  oneWeek: 7,
  oneMonth: 30,
  threeMonths: 90,
  sixMonths: 180,
  oneYear: 365,
};

const ALL_PERIODS = Object.keys(SELF_EXCLUSION_DAYS) as SelfExclusionPeriod[];
const DAY_MS = 86_400_000;

/** What `onSubmit` answers: the end of the ban (ms since the epoch), or the refusal. */
export type SelfExclusionResult = { readonly ok: true; readonly until: number } | SecurityFailure;

/** Props of {@link SelfExclusionForm}. */
export interface SelfExclusionFormProps {
  /** Sends the chosen period in days (the hall ends the player's sessions). */
  readonly onSubmit: (days: number) => Promise<SelfExclusionResult>;
  /** The language whose date format shows the end of the ban ('en_US': DD/MM/YYYY HH:mm:ss). */
  readonly language: string;
  /**
   * The periods offered, in this order.
   * @default every period, 24 hours to 1 year
   */
  readonly periods?: readonly SelfExclusionPeriod[] | undefined;
  /** An exclusion already in force: its end, shown instead of the form. */
  readonly until?: number | undefined;
  /** Excluded (after the end date is shown). */
  readonly onDone?: ((until: number) => void) | undefined;
  /** @default Date.now */
  readonly now?: Clock | undefined;
  readonly className?: string | undefined;
}

export function SelfExclusionForm({
  onSubmit,
  language,
  periods = ALL_PERIODS,
  until,
  onDone,
  now = browserClock,
  className,
}: SelfExclusionFormProps) {
  const text = useLobbyText();
  const baseId = useId();
  const errorId = `${baseId}error`;
  const [period, setPeriod] = useState<SelfExclusionPeriod | undefined>(undefined);
  const [missing, setMissing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [ended, setEnded] = useState<number | undefined>(undefined);
  const firstRef = useRef<HTMLInputElement>(null);
  const dateOf = (at: number) => formatDate(at, language);

  const excludedUntil = ended ?? until;
  if (excludedUntil !== undefined) {
    return (
      <div className={cx('lk-auth', 'lk-security-form', className)}>
        <p className="lk-auth__alert" data-tone="wait" role="status">
          {text('lobby.play.selfExcluded', { date: dateOf(excludedUntil) })}
        </p>
      </div>
    );
  }

  const onContinue = (event: FormEvent) => {
    event.preventDefault();
    if (period === undefined) {
      setMissing(true);
      firstRef.current?.focus();
      return;
    }
    setFailure(undefined);
    setConfirming(true);
  };

  const confirm = async () => {
    if (period === undefined || busy) return;
    setBusy(true);
    try {
      const result = await onSubmit(SELF_EXCLUSION_DAYS[period]);
      setConfirming(false);
      if (result.ok) {
        setEnded(result.until);
        onDone?.(result.until);
      } else {
        setFailure(result.message || text('lobby.security.failed'));
      }
    } finally {
      setBusy(false);
    }
  };

  return (
    <form
      className={cx('lk-auth', 'lk-auth__form', 'lk-security-form', className)}
      noValidate
      onSubmit={onContinue}
    >
      <p className="lk-security__intro">{text('lobby.exclusion.intro')}</p>
      {failure && (
        <p className="lk-auth__alert" role="alert">
          {failure}
        </p>
      )}
      <fieldset className="lk-security__choices" aria-describedby={missing ? errorId : undefined}>
        <legend className="lk-auth__label">{text('lobby.exclusion.period')}</legend>
        {periods.map((id, index) => (
          <label key={id} className="lk-security__choice">
            <input
              ref={index === 0 ? firstRef : undefined}
              type="radio"
              name={`${baseId}period`}
              value={id}
              checked={period === id}
              onChange={() => {
                setPeriod(id);
                setMissing(false);
              }}
            />
            <span>{text(`lobby.exclusion.${id}`)}</span>
          </label>
        ))}
        {missing && (
          <p className="lk-auth__error" id={errorId}>
            {text('lobby.exclusion.choose')}
          </p>
        )}
      </fieldset>
      <button type="submit" className="lk-button lk-auth__submit">
        {text('lobby.exclusion.continue')}
      </button>
      <ConfirmDialog
        open={confirming && period !== undefined}
        title={text('lobby.exclusion.confirmTitle', {
          date: dateOf(now() + SELF_EXCLUSION_DAYS[period ?? 'oneDay'] * DAY_MS),
        })}
        description={text('lobby.exclusion.confirmBody')}
        confirmLabel={text('lobby.exclusion.confirm')}
        onConfirm={() => void confirm()}
        onClose={() => {
          if (!busy) setConfirming(false);
        }}
        initialFocus="cancel"
        busy={busy}
        className="lk-exclusion-confirm"
      />
    </form>
  );
}
