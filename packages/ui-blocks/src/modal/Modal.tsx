// A labelled modal dialog: focus trap, Escape, backdrop click, page scroll lock, focus return.
import {
  useEffect,
  useId,
  useRef,
  useState,
  type KeyboardEvent,
  type MouseEvent,
  type ReactNode,
  type RefObject,
} from 'react';
import { createPortal } from 'react-dom';
import { cx } from '../shared/class-names';
import { Icon } from '../shared/icon';
import { MODAL_WIDTH, MODAL_WIDTH_WEB } from '../shared/timings';
import { useCssVars } from '../shared/use-css-vars';
import { trapTab } from './focus-trap';
import { lockScroll, scrollbarWidth } from './scroll-lock';

/** Why a modal asked to close. */
export type ModalCloseReason = 'escape' | 'backdrop' | 'close-button';

/** Props of {@link Modal}. */
export interface ModalProps {
  /** Whether the modal is shown. */
  readonly open: boolean;
  /** Asked to close; the owner sets `open` to false (or not). */
  readonly onClose: (reason: ModalCloseReason) => void;
  /** The dialog's title; it also names the dialog for assistive technology. */
  readonly title: ReactNode;
  /** Text that describes the dialog, read after the title. */
  readonly description?: ReactNode;
  readonly children?: ReactNode;
  /** Actions at the bottom (buttons). */
  readonly footer?: ReactNode;
  /**
   * `web` is 550 px wide (MODAL_WIDTH_WEB), otherwise 600 px (MODAL_WIDTH); never wider than the screen.
   * @default 'web'
   */
  readonly platform?: 'web' | 'other';
  /** A width in px that overrides the platform width. */
  readonly width?: number;
  /**
   * Accessible name of the close button.
   * @default 'Close'
   */
  readonly closeLabel?: string;
  /**
   * Hides the close button (the footer must then offer a way out).
   * @default false
   */
  readonly hideClose?: boolean;
  /** @default true */
  readonly closeOnEscape?: boolean;
  /** @default true */
  readonly closeOnBackdrop?: boolean;
  /**
   * What receives focus on open.
   * @default the dialog itself, so its title is read first
   */
  readonly initialFocus?: RefObject<HTMLElement | null>;
  /**
   * Where the modal is rendered.
   * @default document.body
   */
  readonly container?: Element;
  readonly className?: string;
}

// Open modals, innermost last: only the innermost one handles Escape and keeps focus.
const stack: object[] = [];

/** A modal dialog (spec §2: width 550 on web, else 600). Renders nothing while closed. */
export function Modal(props: ModalProps) {
  const container = props.container ?? globalThis.document?.body;
  if (!props.open || !container) return null;
  return createPortal(<ModalDialog {...props} />, container);
}

function ModalDialog({
  onClose,
  title,
  description,
  children,
  footer,
  platform = 'web',
  width,
  closeLabel = 'Close',
  hideClose = false,
  closeOnEscape = true,
  closeOnBackdrop = true,
  initialFocus,
  className,
}: ModalProps) {
  const dialogRef = useRef<HTMLDivElement>(null);
  const pressStartedOnBackdrop = useRef(false);
  // Measured as the dialog first renders, before it joins the page: the page's layout is up to
  // date then, and reading it costs nothing (in the lock, after the insertion, it would not be).
  const [scrollbar] = useState(() => scrollbarWidth(globalThis.document));
  const titleId = useId();
  const descriptionId = useId();
  useCssVars(dialogRef, {
    '--lk-modal-width': `${width ?? (platform === 'web' ? MODAL_WIDTH_WEB : MODAL_WIDTH)}px`,
  });

  useEffect(() => {
    const dialog = dialogRef.current;
    if (!dialog) return undefined;
    const doc = dialog.ownerDocument;
    const token = {};
    stack.push(token);
    const release = lockScroll(doc, scrollbar);
    const previous = doc.activeElement instanceof HTMLElement ? doc.activeElement : null;
    (initialFocus?.current ?? dialog).focus();

    // Focus that escapes (a click on the page behind, a screen reader jump) is brought back.
    const onFocusIn = (event: FocusEvent) => {
      if (stack[stack.length - 1] !== token) return;
      if (event.target instanceof Node && !dialog.contains(event.target)) dialog.focus();
    };
    doc.addEventListener('focusin', onFocusIn);
    return () => {
      doc.removeEventListener('focusin', onFocusIn);
      stack.splice(stack.indexOf(token), 1);
      release();
      if (previous?.isConnected) previous.focus();
    };
    // initialFocus and the scrollbar's width are read once, on open.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const dialog = dialogRef.current;
    if (!dialog) return;
    if (event.key === 'Escape' && closeOnEscape) {
      event.stopPropagation();
      onClose('escape');
    } else if (event.key === 'Tab' && trapTab(dialog, event.shiftKey, dialog.ownerDocument.activeElement)) {
      event.preventDefault();
    }
  };

  const onBackdropMouseDown = (event: MouseEvent<HTMLDivElement>) => {
    pressStartedOnBackdrop.current = event.target === event.currentTarget;
  };
  const onBackdropClick = (event: MouseEvent<HTMLDivElement>) => {
    // A text selection dragged from inside the dialog and released outside is not a backdrop click.
    if (closeOnBackdrop && pressStartedOnBackdrop.current && event.target === event.currentTarget)
      onClose('backdrop');
    pressStartedOnBackdrop.current = false;
  };

  return (
    <div className="lk-modal" onMouseDown={onBackdropMouseDown} onClick={onBackdropClick}>
      <div
        ref={dialogRef}
        className={cx('lk-modal__dialog', className)}
        role="dialog"
        aria-modal="true"
        aria-labelledby={titleId}
        aria-describedby={description === undefined ? undefined : descriptionId}
        tabIndex={-1}
        onKeyDown={onKeyDown}
      >
        <div className="lk-modal__header">
          <h2 id={titleId} className="lk-modal__title">
            {title}
          </h2>
          {!hideClose && (
            <button
              type="button"
              className="lk-modal__close"
              aria-label={closeLabel}
              onClick={() => onClose('close-button')}
            >
              <Icon path="close" />
            </button>
          )}
        </div>
        {description !== undefined && (
          <p id={descriptionId} className="lk-modal__description">
            {description}
          </p>
        )}
        <div className="lk-modal__body">{children}</div>
        {footer !== undefined && <div className="lk-modal__footer">{footer}</div>}
      </div>
    </div>
  );
}
