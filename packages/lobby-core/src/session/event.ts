/** One event of the session machine, applied to the store: a thunk, so the machine stays in the session chunk. */
import type { ThunkAction, UnknownAction } from '@reduxjs/toolkit';
import type { LobbyState } from '../store';
import { sessionChanged } from './actions';
import { sessionTransition, type SessionEvent } from './machine';

export const sessionEvent =
  (event: SessionEvent): ThunkAction<void, LobbyState, unknown, UnknownAction> =>
  (dispatch, getState) => {
    const current = getState().session;
    const next = sessionTransition(current, event);
    if (next !== current) dispatch(sessionChanged(next));
  };
