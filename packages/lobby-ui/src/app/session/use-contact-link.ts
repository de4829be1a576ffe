// The site's customer service as the float bar finds it (spec §2): the first web link of the
// footer's contact-us block. Without one, the player is told customer service is not enabled.
import { useFooterConfigQuery } from '@lobbykit/lobby-core/react';
import { useCallback } from 'react';
import { safeHref } from '../../shared/safe-href';
import { useLobbyText } from '../../shared/texts';
import { dataOnly } from '../chrome/query-selectors';
import { useLobbyApp } from '../shell/app-context';

/** Opens the site's customer service in a new tab, or says it is not enabled. */
export function useContactUs(): () => void {
  const text = useLobbyText();
  const { toaster } = useLobbyApp();
  const footer = useFooterConfigQuery(undefined, { selectFromResult: dataOnly }).data;
  const contact = footer?.blocks
    .filter((block) => block.type === 'CONCAT_US')
    .flatMap((block) => block.links)
    .map((link) => (link.jumpType === 'url' ? safeHref(link.jumpValue) : undefined))
    .find((href) => href !== undefined && /^https?:\/\//i.test(href));
  return useCallback(() => {
    if (contact) globalThis.open?.(contact, '_blank', 'noopener,noreferrer');
    else toaster.show(text('error.customerServiceDisabled'), { kind: 'warning' });
  }, [contact, toaster, text]);
}
