import { Empty } from '@lobbykit/ui-blocks';
import { useLobbyText } from '../../shared/texts';
import { LobbyLink } from '../router/navigation';

/** An address the lobby has no page for: says so and leads home. */
export function NotFoundPage() {
  const text = useLobbyText();
  return (
    <div className="lk-app-not-found">
      <h1 className="lk-visually-hidden">{text('lobby.page.notFound')}</h1>
      <Empty
        title={text('lobby.page.notFound')}
        description={text('lobby.page.notFoundHint')}
        action={
          <LobbyLink className="lk-button" to={{ page: 'home' }}>
            {text('lobby.page.backHome')}
          </LobbyLink>
        }
      />
    </div>
  );
}
