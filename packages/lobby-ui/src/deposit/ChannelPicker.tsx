// The pay channels as radio cards: each with its name, its limits and its bonus badge.
import type { PayChannel } from '@lobbykit/contract';
import { useId } from 'react';
import { useLobbyText } from '../shared/texts';
import { formatAmount } from '../wallet/amounts';

export interface ChannelPickerProps {
  readonly channels: readonly PayChannel[];
  readonly selected: string;
  readonly onSelect: (channelId: string) => void;
}

export function ChannelPicker({ channels, selected, onSelect }: ChannelPickerProps) {
  const text = useLobbyText();
  const name = useId();
  return (
    <fieldset className="lk-pay__channels">
      <legend className="lk-pay__legend">{text('lobby.deposit.channel')}</legend>
      <div className="lk-pay__channel-list">
        {channels.map((channel) => (
          <label key={channel.channelId} className="lk-pay__channel" data-kind={channel.kind}>
            <input
              type="radio"
              name={name}
              value={channel.channelId}
              checked={channel.channelId === selected}
              onChange={() => onSelect(channel.channelId)}
            />
            <span className="lk-pay__channel-name">{channel.name}</span>
            <span className="lk-pay__channel-range">
              {text('lobby.deposit.range', {
                min: formatAmount(channel.min, channel.currency),
                max: formatAmount(channel.max, channel.currency),
              })}
            </span>
            {channel.bonus && (
              <span className="lk-pay__badge">
                {text('lobby.deposit.bonusBadge', { percent: channel.bonus.percent })}
              </span>
            )}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
