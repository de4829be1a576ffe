// Withdrawals: what may be withdrawn, the receiving accounts, and the withdrawal behind the
// withdraw password, the large-amount rule (70202) and the centre wallet (9527).
import { ServiceCode } from '@lobbykit/contract';
import { orderView } from '../hall/deposits';
import { centsOf, parseCents } from '../hall/money';
import { secretMatches } from '../hall/secrets';
import { unboundRequirements } from '../hall/users';
import { accountView, addAccount, applyWithdrawal, withdrawInfoOf } from '../hall/withdrawals';
import { fail, ok } from '../protocol/reply';
import { checkGuess, withdrawPasswordGuess } from './guess-check';
import { AMOUNT_RULE, moneyRequestId, text } from './params';
import type { RouteTable } from './types';
import { userRoute } from './types';

export const withdrawRoutes: RouteTable = {
  withdrawInfo: userRoute(({ user }) => ok(withdrawInfoOf(user))),

  withdrawAccounts: userRoute(({ user }) => ok((user.accounts ?? []).map(accountView))),

  addWithdrawAccount: userRoute(({ hall, user, params }) => {
    const added = addAccount(hall, user, {
      kind: text(params, 'kind'),
      name: text(params, 'name'),
      holder: text(params, 'holder'),
      number: text(params, 'number'),
    });
    return 'accountId' in added ? ok(accountView(added)) : added;
  }),

  withdraw: userRoute(({ hall, user, site, params, requestId }) => {
    const cents = parseCents(params.amount);
    if (cents === undefined || cents < 1n) return fail('invalid-params', AMOUNT_RULE);
    if (user.withdrawPasswordHash === undefined)
      return fail(ServiceCode.BindWithdraw, 'set a withdraw password first');
    const password = text(params, 'withdrawPassword') ?? text(params, 'payPassword') ?? '';
    const refused = checkGuess({ hall, user }, withdrawPasswordGuess, () =>
      secretMatches(password, user.withdrawPasswordSalt, user.withdrawPasswordHash),
    );
    if (refused) return refused;
    if (user.selfExcludedUntil !== undefined && user.selfExcludedUntil > hall.now())
      return fail(ServiceCode.UserRestricted, 'self-excluded');
    // The large-amount rule: a balance or an amount at or above the limit needs a binding.
    const limit = site.sysInfo.largeAmountRange?.[user.currency];
    const unbound = unboundRequirements(user, site);
    const limitCents = limit === undefined ? undefined : parseCents(limit);
    const balanceCents = centsOf(user.gameGold) + centsOf(user.bonus);
    if (
      limitCents !== undefined &&
      unbound.length > 0 &&
      (cents >= limitCents || balanceCents >= limitCents)
    ) {
      return fail(ServiceCode.NoBind, `bind ${unbound.join(' or ')} before a large withdrawal`, {
        must_bind_item: unbound.join(','),
      });
    }
    const order = applyWithdrawal({
      hall,
      user,
      siteCode: site.siteCode,
      cents,
      accountId: text(params, 'accountId'),
      requestId: moneyRequestId(params) ?? requestId ?? '',
    });
    return 'orderId' in order ? ok(orderView(order)) : order;
  }),
};
