// The ids of the notices the account has opened, kept current as notices are opened anywhere.
import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { useNoticeReadStore } from '../promotions/lobby-promotions';

export interface NoticeReads {
  readonly read: ReadonlySet<string>;
  readonly markRead: (id: string) => void;
}

export function useNoticeReads(): NoticeReads {
  const { reads, account } = useNoticeReadStore();
  const subscribe = useCallback((listener: () => void) => reads.subscribe(listener), [reads]);
  const revisionOf = useCallback(() => reads.revision(), [reads]);
  const revision = useSyncExternalStore(subscribe, revisionOf, revisionOf);
  // Read again from storage when the store told of a new read (revision) or the account changed.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- revision marks a change of the store
  const read = useMemo(() => reads.readIds(account), [reads, account, revision]);
  const markRead = useCallback((id: string) => reads.markRead(account, id), [reads, account]);
  return { read, markRead };
}
