// Everything of the money screens the first paint does not need, in one chunk (loaded by
// lazy-money.ts): the pay modal, the first-charge offer, the register-recharge prompt and the
// notices' toasts, with currency-format's amounts.
export { DepositDialog } from './DepositDialog';
export { FirstChargeDialog } from './FirstChargeDialog';
export { RegisterRechargePrompt } from '../../deposit/RegisterRechargePrompt';
export { showDepositSucceeded, showNoWalletChannel } from './money-notices';
export { amountMissing } from './amount-missing';
