import { FloatBarEntries } from '@lobbykit/lobby-ui/app';

/** Classic's float bar: round shortcuts on the right edge, above the phone's home indicator. */
export function ClassicFloatBar() {
  return <FloatBarEntries className="classic-floatbar" entries={['top', 'support', 'download']} />;
}
