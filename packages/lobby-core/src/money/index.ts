/**
 * `@lobbykit/lobby-core/money`: the money domain's pure rules, for screens that check a form or
 * decide a pop-up before anything is sent (the calls are `lobby.money`, loaded on first use).
 */
export { checkDepositAmount, checkWithdrawAmount } from './amount-rules';
export type { AmountCheck, AmountRuleCode } from './amount-rules';
export { checkDepositForm } from './deposit-form';
export type { DepositForm, DepositFormCheck, PayerFieldCode } from './deposit-form';
export { checkWithdrawPassword } from './withdraw-password';
export type { WithdrawPasswordCheck, WithdrawPasswordCode } from './withdraw-password';
export { forcedBindingInputOf, forcedBindingOf } from './forced-binding';
export type { ForcedBinding, ForcedBindingInput, LargeAmountBinding } from './forced-binding';
export {
  balanceAfterDebit,
  baseAmountOf,
  compareAmounts,
  sumAmounts,
  walletAmountOf,
  withdrawFeeOf,
} from './balance';
export type { WithdrawFee } from './balance';
export { initialSubmissionState, submissionTransition } from './submission';
export type { SubmissionEvent, SubmissionState, SubmissionStatus } from './submission';
export type {
  CodeDestination,
  CodeTarget,
  SecurityField,
  SecurityFieldCode,
  SecurityInvalid,
  SecurityState,
} from './security-rules';
export type { CodeSent, SecurityOutcome, SelfExclusionState } from './options';
