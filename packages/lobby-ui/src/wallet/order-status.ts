// The words of an order's status: a pending deposit waits for its payment, a pending
// withdrawal is under review.
import type { LobbyKey, Order } from '@lobbykit/contract';

export function orderStatusKey({ kind, status }: Pick<Order, 'kind' | 'status'>): LobbyKey {
  switch (status) {
    case 'pending':
      return kind === 'withdraw' ? 'lobby.order.review' : 'lobby.order.pending';
    case 'success':
      return 'lobby.order.success';
    case 'failed':
      return 'lobby.order.failed';
    case 'expired':
      return 'lobby.order.expired';
    case 'cancelled':
      return 'lobby.order.cancelled';
  }
}
