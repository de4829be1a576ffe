// The money screens' chunk (money-chunk.ts), loaded at the first need: the pay modal, the
// first-charge offer, the register-recharge prompt and the success notices. None of it is in
// the home's first JavaScript: the host that opens them holds only these loaders.
import { BlockNotOpened } from '../chunks/BlockNotOpened';
import { lazyBlock } from '../chunks/lazy-block';

export const loadMoneyChunk = () => import('./money-chunk');

export const LazyDepositDialog = lazyBlock(loadMoneyChunk, 'DepositDialog', { whenMissing: BlockNotOpened });

export const LazyFirstChargeDialog = lazyBlock(loadMoneyChunk, 'FirstChargeDialog');

export const LazyRegisterRechargePrompt = lazyBlock(loadMoneyChunk, 'RegisterRechargePrompt');
