// `@lobbykit/lobby-ui/money`: the money blocks, props in and callbacks out. The wallet page,
// the pay modal and its order view, first charge, the withdraw form with its PIN pad, and the
// security page's forms. An entry of their own so a theme's home never carries them: `./app`
// loads them on the first money screen a player opens.
export { WalletSummary } from './wallet/WalletSummary';
export type { WalletSummaryProps } from './wallet/WalletSummary';
export { WalletRecords } from './wallet/WalletRecords';
export type { RecordStatusFilter, WalletRecordsProps } from './wallet/WalletRecords';
export type { RecordPeriod } from './wallet/record-periods';
export { FirstChargeBanner } from './wallet/FirstChargeBanner';
export type { FirstChargeBannerProps } from './wallet/FirstChargeBanner';
export { PayModal } from './deposit/PayModal';
export type { PayModalProps, PayModalView } from './deposit/PayModal';
export { DepositForm } from './deposit/DepositForm';
export type { DepositFormProps } from './deposit/DepositForm';
export { OrderView, QrCodeMissing } from './deposit/OrderView';
export type { OrderViewProps } from './deposit/OrderView';
export type { QrCodeProps } from './deposit/QrCode';
export { FirstChargeModal } from './deposit/FirstChargeModal';
export type { FirstChargeModalProps } from './deposit/FirstChargeModal';
export { RegisterRechargePrompt } from './deposit/RegisterRechargePrompt';
export type { RegisterRechargePromptProps } from './deposit/RegisterRechargePrompt';
export type { DepositFieldName, DepositSubmitResult, OrderActionResult } from './deposit/deposit-types';
export * from './withdraw/index';
export * from './security/index';
