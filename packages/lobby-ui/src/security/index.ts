// The security page's blocks, the forced-binding and password-change dialogs and self-exclusion (issue "Money" items
// 6 to 8), props in and callbacks out.
export { SecurityOverview } from './SecurityOverview';
export type { SecurityOverviewProps } from './SecurityOverview';
export { WithdrawPasswordBanner } from './WithdrawPasswordBanner';
export type { WithdrawPasswordBannerProps } from './WithdrawPasswordBanner';
export { WithdrawPasswordForm } from './WithdrawPasswordForm';
export type { WithdrawPasswordFormProps, WithdrawPasswordValues } from './WithdrawPasswordForm';
export { BindPhoneForm } from './BindPhoneForm';
export type { BindPhoneFormProps } from './BindPhoneForm';
export { BindEmailForm } from './BindEmailForm';
export type { BindEmailFormProps } from './BindEmailForm';
export { BindGoogleAuthForm } from './BindGoogleAuthForm';
export type { BindGoogleAuthFormProps, GoogleAuthSetup } from './BindGoogleAuthForm';
export { ForcedPasswordChangeForm } from './ForcedPasswordChangeForm';
export type { ForcedPasswordChangeFormProps } from './ForcedPasswordChangeForm';
export { ForcedPasswordChangeDialog } from './ForcedPasswordChangeDialog';
export type { ForcedPasswordChangeDialogProps } from './ForcedPasswordChangeDialog';
export { ForcedBindingDialog } from './ForcedBindingDialog';
export type { ForcedBindingDialogProps } from './ForcedBindingDialog';
export { SelfExclusionForm, SELF_EXCLUSION_DAYS } from './SelfExclusionForm';
export type { SelfExclusionFormProps, SelfExclusionPeriod, SelfExclusionResult } from './SelfExclusionForm';
export type {
  BindTarget,
  BindValues,
  SecurityCountry,
  SecurityFailure,
  SecurityItem,
  SecurityResult,
  SecurityStatus,
} from './security-types';
