/**
 * Spec §5: when the log-in / sign-up modal opens by itself on landing. Only for someone not
 * signed in, and only when the site's auto-visitor-login switch is on or the landing URL is an
 * agent's register link (`cid` or `id` with `type=register`); a link of any other type keeps it
 * shut, even with the switch on, and so does an agent link the hall says is test-register
 * (spec §4: its visitor goes to the demo games instead).
 */

/** What the rule reads. */
export interface AutoOpenAuthInput {
  /** Who the screens treat the user as (lobby-core's session `kind`). */
  readonly kind: 'visitor' | 'demoGuest' | 'player';
  /** The site's auto-visitor-login h5 switch (base site config `switches.autoVisitorLoginH5`). */
  readonly autoVisitorLogin: boolean;
  /** The landing URL's query. */
  readonly search: URLSearchParams;
  /** The hall said the visit's agent link is test-register (lobby-core's `agentLink` is `demoGames`). */
  readonly demoGames: boolean;
}

// The hall's word for an agent link that signs visitors up (its link types: register,
// testRegister, login).
const REGISTER_TYPE = 'register';

/** Whether the sign-up modal opens by itself on landing. */
export function shouldAutoOpenAuth({
  kind,
  autoVisitorLogin,
  search,
  demoGames,
}: AutoOpenAuthInput): boolean {
  if (kind === 'player' || demoGames) return false;
  const type = search.get('type');
  if (type !== null && type !== REGISTER_TYPE) return false;
  const agentLink = type === REGISTER_TYPE && (Boolean(search.get('cid')) || Boolean(search.get('id')));
  return autoVisitorLogin || agentLink;
}

/** The auto-visitor-login switch in the hall's base site config (absent or malformed: off). */
export function autoVisitorLoginOf(config: Readonly<Record<string, unknown>> | undefined): boolean {
  const switches = config?.['switches'];
  return (
    typeof switches === 'object' &&
    switches !== null &&
    (switches as Record<string, unknown>)['autoVisitorLoginH5'] === true
  );
}
