// What the withdraw page states before the amount: the balance, what may be withdrawn now, the
// bet requirement still open, the limits and the fee rule.
import { compareAmounts } from '@lobbykit/lobby-core/money';
import type { WithdrawInfo } from '@lobbykit/contract';
import { useLobbyText, type LobbyText } from '../shared/texts';
import { formatMoney, percentOf } from './money-text';

/** The fee rule: a share with a floor, only one of them, or none. */
function feeRuleOf(info: WithdrawInfo, text: LobbyText): string {
  const { rate, fixed } = info.fee;
  const hasRate = compareAmounts(rate, '0') > 0;
  const hasFixed = compareAmounts(fixed, '0') > 0;
  if (hasRate && hasFixed)
    return text('lobby.withdraw.feeRule', {
      rate: percentOf(rate),
      fixed: formatMoney(fixed, info.currency),
    });
  if (hasRate) return `${percentOf(rate)}%`;
  if (hasFixed) return formatMoney(fixed, info.currency);
  return text('lobby.withdraw.noFee');
}

export function WithdrawSummary({ info }: { readonly info: WithdrawInfo }) {
  const text = useLobbyText();
  const money = (amount: string) => formatMoney(amount, info.currency);
  const betOpen = compareAmounts(info.betRequirement, '0') > 0;
  const rows: [label: string, value: string, key: string][] = [
    [text('lobby.withdraw.balance'), money(info.balance), 'balance'],
    [text('lobby.withdraw.withdrawable'), money(info.withdrawable), 'withdrawable'],
    ...(betOpen
      ? [
          [text('lobby.withdraw.betRequirement'), money(info.betRequirement), 'bet'] as [
            string,
            string,
            string,
          ],
        ]
      : []),
    [text('lobby.withdraw.limits'), `${money(info.min)} – ${money(info.max)}`, 'limits'],
    [text('lobby.withdraw.fee'), feeRuleOf(info, text), 'fee'],
  ];
  return (
    <dl className="lk-withdraw__summary">
      {rows.map(([label, value, key]) => (
        <div key={key} className="lk-withdraw__row" data-row={key}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
