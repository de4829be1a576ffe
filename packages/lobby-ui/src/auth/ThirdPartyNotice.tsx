// What the modal shows after a third-party sign-in that did not sign the player in (spec §8):
// a failure with the contact-us button, or Facebook's permission warning.
import { useEffect, type RefObject } from 'react';
import { useLobbyText } from '../shared/texts';
import type { AuthNotice } from './auth-types';
import { providerNames } from './provider-names';

export interface ThirdPartyNoticeProps {
  readonly notice: AuthNotice;
  /** Back to the form. */
  readonly onDone: () => void;
  /** Opens the site's customer service; without it, no contact-us button. */
  readonly onContactUs?: (() => void) | undefined;
  /** Receives the main button, for the modal to focus on open. */
  readonly focusRef: RefObject<HTMLButtonElement | null>;
}

export function ThirdPartyNotice({ notice, onDone, onContactUs, focusRef }: ThirdPartyNoticeProps) {
  const text = useLobbyText();
  // Shown in place of the form, whose focused button is gone: focus moves here.
  useEffect(() => {
    focusRef.current?.focus();
  }, [focusRef]);
  const failed = notice.kind === 'failed';
  return (
    <div className="lk-auth__notice" data-kind={notice.kind}>
      <p className="lk-auth__notice-body" role={failed ? 'alert' : 'status'}>
        {failed
          ? notice.message
          : text('lobby.auth.facebookPermission', { provider: providerNames[notice.provider] })}
      </p>
      <div className="lk-auth__actions">
        {failed && onContactUs && (
          <button type="button" className="lk-button" data-variant="quiet" onClick={onContactUs}>
            {text('lobby.auth.contactUs')}
          </button>
        )}
        <button ref={focusRef} type="button" className="lk-button" onClick={onDone}>
          {text(failed ? 'lobby.action.retry' : 'lobby.action.gotIt')}
        </button>
      </div>
    </div>
  );
}
