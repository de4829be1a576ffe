// The prompt after a registration (spec §4: registration marks the show-register-recharge flag):
// the account is ready, a deposit starts real play. A card at the bottom of the screen that
// leaves the page usable (not a modal), until "Deposit now" or "Later".
import { useId } from 'react';
import { cx } from '../shared/class-names';
import { useLobbyText } from '../shared/texts';

/** Props of {@link RegisterRechargePrompt}. */
export interface RegisterRechargePromptProps {
  readonly open: boolean;
  readonly onDeposit: () => void;
  /** "Later". */
  readonly onClose: () => void;
  readonly className?: string | undefined;
}

export function RegisterRechargePrompt({ open, onDeposit, onClose, className }: RegisterRechargePromptProps) {
  const text = useLobbyText();
  const titleId = useId();
  if (!open) return null;
  return (
    <section className={cx('lk-recharge-prompt', className)} aria-labelledby={titleId}>
      <h2 className="lk-recharge-prompt__title" id={titleId}>
        {text('lobby.registerRecharge.title')}
      </h2>
      <p className="lk-recharge-prompt__body">{text('lobby.registerRecharge.body')}</p>
      <div className="lk-recharge-prompt__actions">
        <button type="button" className="lk-button" data-variant="quiet" onClick={onClose}>
          {text('lobby.action.later')}
        </button>
        <button type="button" className="lk-button" onClick={onDeposit}>
          {text('lobby.deposit.submit')}
        </button>
      </div>
    </section>
  );
}
