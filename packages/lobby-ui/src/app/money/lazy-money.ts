// The money screens' chunk (money-chunk.ts), loaded at the first need: the pay modal, the
// first-charge offer, the register-recharge prompt and the success notices. None of it is in
// the home's first JavaScript: the host that opens them holds only these loaders.
import { lazy } from 'react';

export const loadMoneyChunk = () => import('./money-chunk');

export const LazyDepositDialog = lazy(() =>
  loadMoneyChunk().then((module) => ({ default: module.DepositDialog })),
);

export const LazyFirstChargeDialog = lazy(() =>
  loadMoneyChunk().then((module) => ({ default: module.FirstChargeDialog })),
);

export const LazyRegisterRechargePrompt = lazy(() =>
  loadMoneyChunk().then((module) => ({ default: module.RegisterRechargePrompt })),
);
