// The site's customer service as the float bar and the auth modal find it (spec §2): the first
// web link of the footer's contact-us block (lobby-core's rule), opened 500 ms after the click so a
// double click opens one tab. Without one, the player is told customer service is not enabled.
import { createClickDelay, customerServiceTarget } from '@lobbykit/lobby-core';
import { useFooterConfigQuery } from '@lobbykit/lobby-core/react';
import { useCallback, useEffect, useState } from 'react';
import { browserTimers } from '../../auth/use-countdown';
import { useLobbyText } from '../../shared/texts';
import { dataOnly } from '../chrome/query-selectors';
import { useLobbyApp } from '../shell/app-context';

export interface ContactUsOptions {
  /** Leaves the footer unread for now (the float bar waits for the first paint). @default false */
  readonly skip?: boolean | undefined;
}

/** Opens the site's customer service in a new tab, or says it is not enabled. */
export function useContactUs({ skip = false }: ContactUsOptions = {}): () => void {
  const text = useLobbyText();
  const { toaster } = useLobbyApp();
  const footer = useFooterConfigQuery(undefined, { skip, selectFromResult: dataOnly }).data;
  const contact = customerServiceTarget(
    footer?.blocks.filter((block) => block.type === 'CONCAT_US').flatMap((block) => block.links),
  );
  const [delay] = useState(() => createClickDelay({ timers: browserTimers }));
  // A click still waiting when the control goes away opens nothing.
  useEffect(() => () => delay.cancel(), [delay]);
  return useCallback(
    () =>
      delay.click(() => {
        if (contact) globalThis.open?.(contact, '_blank', 'noopener,noreferrer');
        else toaster.show(text('error.customerServiceDisabled'), { kind: 'warning' });
      }),
    [delay, contact, toaster, text],
  );
}
