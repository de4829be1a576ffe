// The public surface of @lobbykit/lobby-ui/money, as public-exports.test-d.ts does for `.`:
// a change to what the entry exports fails this file, so update the lists on purpose.
import { describe, expectTypeOf, it } from 'vitest';
import type * as money from '@lobbykit/lobby-ui/money';

describe('@lobbykit/lobby-ui/money', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof money>().toEqualTypeOf<
      | 'AddAccountForm'
      | 'BindEmailForm'
      | 'BindGoogleAuthForm'
      | 'BindPhoneForm'
      | 'DepositForm'
      | 'FirstChargeBanner'
      | 'FirstChargeModal'
      | 'ForcedBindingDialog'
      | 'ForcedPasswordChangeForm'
      | 'ForcedPasswordChangeDialog'
      | 'OrderView'
      | 'PayModal'
      | 'PinPad'
      | 'QrCodeMissing'
      | 'RegisterRechargePrompt'
      | 'SecurityOverview'
      | 'SELF_EXCLUSION_DAYS'
      | 'SelfExclusionForm'
      | 'WalletRecords'
      | 'WalletSummary'
      | 'WithdrawForm'
      | 'WithdrawPasswordBanner'
      | 'WithdrawPasswordForm'
    >();
  });

  it('still exports these types', () => {
    expectTypeOf<
      [
        money.AddAccountFormProps,
        money.BindEmailFormProps,
        money.BindGoogleAuthFormProps,
        money.BindPhoneFormProps,
        money.BindTarget,
        money.BindValues,
        money.DepositFieldName,
        money.DepositFormProps,
        money.DepositSubmitResult,
        money.FirstChargeBannerProps,
        money.FirstChargeModalProps,
        money.ForcedBindingDialogProps,
        money.ForcedPasswordChangeFormProps,
        money.ForcedPasswordChangeDialogProps,
        money.GoogleAuthSetup,
        money.NewWithdrawAccount,
        money.OrderActionResult,
        money.OrderViewProps,
        money.PayModalProps,
        money.PayModalView,
        money.PinPadProps,
        money.QrCodeProps,
        money.RecordPeriod,
        money.RecordStatusFilter,
        money.RegisterRechargePromptProps,
        money.SecurityCountry,
        money.SecurityFailure,
        money.SecurityItem,
        money.SecurityOverviewProps,
        money.SecurityResult,
        money.SecurityStatus,
        money.SelfExclusionFormProps,
        money.SelfExclusionPeriod,
        money.SelfExclusionResult,
        money.WalletRecordsProps,
        money.WalletSummaryProps,
        money.WithdrawFormProps,
        money.WithdrawPasswordBannerProps,
        money.WithdrawPasswordFormProps,
        money.WithdrawPasswordValues,
      ]
    >().not.toBeNever();
  });
});
