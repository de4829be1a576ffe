// The state of the withdraw and security forms, the way the log-in modal behaves: a field's
// problem shows once the field was left or a submit was tried; an owner's refusal shows where it
// belongs until that field changes; one submit at a time; focus goes to what must be fixed.
import type { MessageKey } from '@lobbykit/contract';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { LobbyText } from '../shared/texts';

/** A message key and its placeholders' values, or words already in the player's language. */
export type FieldProblem =
  | { readonly key: MessageKey; readonly params?: Readonly<Record<string, string | number>> | undefined }
  | { readonly message: string };

/** Where a refusal is shown: next to a field, or at the top of the form. */
export interface Refusal<F extends string> {
  readonly field: F | 'form';
  /** In the player's language. */
  readonly message: string;
}

export interface CheckedFormOptions<F extends string> {
  readonly text: LobbyText;
  /** The fields in screen (and focus) order. */
  readonly fields: readonly F[];
  readonly initial: Readonly<Record<F, string>>;
  /** What is wrong with the values now, per field. */
  readonly check: (values: Readonly<Record<F, string>>) => Partial<Record<F, FieldProblem>>;
}

export interface CheckedForm<F extends string> {
  readonly values: Readonly<Record<F, string>>;
  /** The callback ref of a field's control: what focus moves to when the field must be fixed. */
  readonly refOf: (field: F) => (element: HTMLElement | null) => void;
  readonly focus: (field: F) => void;
  readonly busy: boolean;
  /** The refusal at the top of the form. */
  readonly formError: string | undefined;
  readonly errorOf: (field: F) => string | undefined;
  readonly set: (field: F, value: string) => void;
  readonly leave: (field: F) => void;
  /** Shows a refusal where it belongs and moves focus to its field. */
  readonly refuse: (refusal: Refusal<F>) => void;
  /** Empties the fields and forgets what was shown (after a success). */
  readonly reset: () => void;
  /**
   * A submit: every problem shown and the first field focused when one fails, else `send` runs
   * (never twice at once) and its refusal, if any, is shown.
   */
  readonly submit: (
    send: (values: Readonly<Record<F, string>>) => Promise<Refusal<F> | undefined>,
  ) => (event?: FormEvent) => void;
}

export function useCheckedForm<F extends string>(options: CheckedFormOptions<F>): CheckedForm<F> {
  const { text, fields, initial } = options;
  const [values, setValues] = useState(initial);
  const [touched, setTouched] = useState<ReadonlySet<F>>(() => new Set());
  const [attempted, setAttempted] = useState(false);
  const [refusals, setRefusals] = useState<Partial<Record<F | 'form', string>>>({});
  const [busy, setBusy] = useState(false);
  // The fields' controls, kept by callback refs (one stable callback per field).
  const [elements] = useState(() => new Map<F, HTMLElement>());
  const [callbacks] = useState(() => new Map<F, (element: HTMLElement | null) => void>());
  const refOf = (field: F) => {
    let callback = callbacks.get(field);
    if (!callback) {
      callback = (element) => {
        if (element) elements.set(field, element);
        else elements.delete(field);
      };
      callbacks.set(field, callback);
    }
    return callback;
  };
  const sending = useRef(false);
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const problems = options.check(values);
  const errorOf = (field: F): string | undefined => {
    const refusal = refusals[field];
    if (refusal !== undefined) return refusal;
    const problem = problems[field];
    if (!problem || !(attempted || touched.has(field))) return undefined;
    return 'message' in problem ? problem.message : text(problem.key, problem.params);
  };

  const focus = (field: F) => elements.get(field)?.focus();

  const refuse = (refusal: Refusal<F>) => {
    setRefusals({ [refusal.field]: refusal.message } as Partial<Record<F | 'form', string>>);
    if (refusal.field !== 'form') focus(refusal.field);
  };

  return {
    values,
    refOf,
    focus,
    busy,
    formError: refusals.form,
    errorOf,
    set: (field, value) => {
      setValues((now) => ({ ...now, [field]: value }));
      setRefusals((now) => {
        if (!(field in now)) return now;
        const { [field]: _dropped, ...rest } = now;
        return rest as Partial<Record<F | 'form', string>>;
      });
    },
    leave: (field) => setTouched((now) => (now.has(field) ? now : new Set(now).add(field))),
    refuse,
    reset: () => {
      setValues(initial);
      setTouched(new Set());
      setAttempted(false);
      setRefusals({});
    },
    submit: (send) => (event) => {
      event?.preventDefault();
      if (sending.current) return;
      setAttempted(true);
      const invalid = fields.find((field) => problems[field]);
      if (invalid !== undefined) {
        focus(invalid);
        return;
      }
      sending.current = true;
      setBusy(true);
      setRefusals({});
      void send(values)
        .then(
          (refusal) => {
            if (mounted.current && refusal) refuse(refusal);
          },
          // An owner's callback that threw: the player is told it failed, not left waiting.
          () => {
            if (mounted.current) refuse({ field: 'form', message: text('lobby.security.failed') });
          },
        )
        .finally(() => {
          sending.current = false;
          if (mounted.current) setBusy(false);
        });
    },
  };
}
