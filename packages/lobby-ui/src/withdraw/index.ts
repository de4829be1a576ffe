// The withdraw page's blocks (issue "Money" item 5), props in and callbacks out: the page wires
// them to lobby-core's `lobby.money`.
export { WithdrawForm } from './WithdrawForm';
export type { WithdrawFormProps } from './WithdrawForm';
export { PinPad } from './PinPad';
export type { PinPadProps } from './PinPad';
export { AddAccountForm } from './AddAccountForm';
export type { AddAccountFormProps, NewWithdrawAccount } from './AddAccountForm';
