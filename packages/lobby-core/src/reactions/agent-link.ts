/**
 * A visit that landed with an agent link (`id`, `aid`, `cid`): once the boot is ready (after a
 * snapshot boot, when its request-free wait is over), the hall's link setting says its type, once. A test-register link makes a visitor the demo guest and names
 * the demo games they go to (spec §4 "Login"): the first game of the hot list that offers a demo,
 * which the screens open. Any other type, a player, or a failed or malformed answer leaves the
 * visit as it was (`checked`), and the screens go on as for any landing.
 */
import type { LobbyReaction, LobbyState } from '../store';
import { startDemoGuest } from '../session/demo-guest';
import { agentLinkAction, agentLinkOf, TEST_REGISTER_LINK_TYPE } from '../visit/agent-link';
import { agentLinkChanged, visitStarted } from '../visit/slice';

// After a snapshot boot, with its revalidation or once the first paint's request-free wait is
// over (a fresh snapshot's revalidation waits longer): the first paint still makes no request.
const booted = ({ boot: { machine, firstPaintWaitEnded } }: LobbyState) =>
  machine.status === 'ready' && (machine.revalidation !== 'scheduled' || firstPaintWaitEnded);
// A session kept across a reload may be coming back: who this is decides what the link does.
const settled = (state: LobbyState) => state.session.status !== 'signingIn';

export const agentLink: LobbyReaction = (startListening, api) =>
  startListening({
    actionCreator: visitStarted,
    effect: async ({ payload }, listener) => {
      const { dispatch, extra } = listener;
      const request = agentLinkOf(payload.marketing);
      if (!request) return;
      dispatch(agentLinkChanged({ status: 'checking' }));
      // condition() hears later actions only: a state that is there already is read first.
      const until = async (ready: (state: LobbyState) => boolean) => {
        if (!ready(listener.getState())) await listener.condition((_action, state) => ready(state));
      };
      await until(booted);
      const answer = await listener.pause(
        dispatch(api.endpoints.linkSetting.initiate(request, { subscribe: false })),
      );
      const linkType = answer.data?.linkType;
      await until(settled);
      if (agentLinkAction(linkType, listener.getState().session.kind) === 'nothing') {
        dispatch(agentLinkChanged({ status: 'checked', linkType }));
        return;
      }
      startDemoGuest(
        { dispatch, getState: () => listener.getState() },
        (await listener.pause(extra.hall())).client,
      );
      // The home's own hot list (the same cache entry, often the snapshot's): no second call.
      const hot = await listener.pause(
        dispatch(api.endpoints.gamePages.initiate({ hot: true }, { subscribe: false })),
      );
      const game = hot.data?.pages[0]?.list.find((candidate) => candidate.demo === true);
      dispatch(agentLinkChanged({ status: 'demoGames', linkType: TEST_REGISTER_LINK_TYPE, game }));
    },
  });
