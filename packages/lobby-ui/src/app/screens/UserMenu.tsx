// The player's menu: a button with the username that opens a menu ("Wallet", "Withdraw",
// "Security" and "Promotions" when the owner gives them, "Log out"). Arrow keys move, Escape closes and gives focus back, a click elsewhere
// closes.
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { Icon } from '../../shared/icons';
import { useLobbyText } from '../../shared/texts';

export interface UserMenuProps {
  readonly name: string;
  readonly onLogout: () => void;
  /** "Wallet": the wallet page; without it, no such item. */
  readonly onWallet?: (() => void) | undefined;
  /** "Withdraw": the withdraw page; without it, no such item. */
  readonly onWithdraw?: (() => void) | undefined;
  /** "Security": the account security page; without it, no such item. */
  readonly onSecurity?: (() => void) | undefined;
  /** "Promotions": the promotions page; without it, no such item. */
  readonly onPromotions?: (() => void) | undefined;
}

export function UserMenu({ name, onLogout, onWallet, onWithdraw, onSecurity, onPromotions }: UserMenuProps) {
  const text = useLobbyText();
  const menuId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLUListElement>(null);

  useEffect(() => {
    if (!open) return undefined;
    menuRef.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
    const outside = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  const onMenuKey = (event: KeyboardEvent<HTMLUListElement>) => {
    const items = [...(menuRef.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
    const at = items.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') {
      event.preventDefault();
      setOpen(false);
      buttonRef.current?.focus();
    } else if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      items[(at + step + items.length) % items.length]?.focus();
    } else if (event.key === 'Tab') {
      setOpen(false);
    }
  };

  return (
    <div className="lk-app-usermenu" ref={rootRef}>
      <button
        ref={buttonRef}
        type="button"
        className="lk-app-usermenu__button"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        aria-label={text('lobby.player.menu', { name })}
        onClick={() => setOpen((shown) => !shown)}
      >
        <Icon name="user" />
        <span className="lk-app-usermenu__name">{name}</span>
      </button>
      {open && (
        <ul
          ref={menuRef}
          id={menuId}
          role="menu"
          className="lk-app-usermenu__menu"
          aria-label={text('lobby.player.menu', { name })}
          onKeyDown={onMenuKey}
        >
          {(
            [
              [onWallet, text('lobby.wallet.title')],
              [onWithdraw, text('lobby.withdraw.title')],
              [onSecurity, text('lobby.security.title')],
              [onPromotions, text('lobby.promotions.title')],
            ] as const
          ).map(
            ([go, label]) =>
              go && (
                <li role="none" key={label}>
                  <button
                    type="button"
                    role="menuitem"
                    className="lk-app-usermenu__item"
                    tabIndex={-1}
                    onClick={() => {
                      setOpen(false);
                      go();
                    }}
                  >
                    {label}
                  </button>
                </li>
              ),
          )}
          <li role="none">
            <button
              type="button"
              role="menuitem"
              className="lk-app-usermenu__item"
              tabIndex={-1}
              onClick={() => {
                setOpen(false);
                onLogout();
              }}
            >
              {text('lobby.player.logout')}
            </button>
          </li>
        </ul>
      )}
    </div>
  );
}
