// The promotions page (its own chunk, `/promotions`, `/promotions/:activityId`): the hall's event
// categories as tabs and the chosen one's activities as cards, an activity's detail on its own
// address with a way back, and below them a player's new-comer benefits (the seven days, today's
// to claim).
// The hall gives these to a player (the contract's reads wait for the log-in), so a visitor is
// asked to log in, as on the wallet page.
import { useLanguage, useSession } from '@lobbykit/lobby-core/react';
import { Empty, PageTitleBar, Skeleton } from '@lobbykit/ui-blocks';
import { useId, useState } from 'react';
import { ActivityCards } from '../../promotions/ActivityCards';
import { ActivityDetail } from '../../promotions/ActivityDetail';
import { NewComerDays } from '../../promotions/NewComerDays';
import { TabStrip } from '../../shared/TabStrip';
import { useLobbyText } from '../../shared/texts';
import { targetHref } from '../router/targets';
import { useLobbyNavigate, useLobbyPage } from '../router/navigation';
import { LogInFirst, useAskToLogIn } from '../screens/LogInFirst';
import { useActivities, useEventCategories } from './use-activities';
import { useNewComer } from './use-new-comer';

function NewComerSection() {
  const session = useSession();
  const { benefits, claiming, error, claim } = useNewComer();
  if (session.kind !== 'player') return null;
  if (!benefits || benefits.list.length === 0) return null;
  return (
    <NewComerDays
      days={benefits.list}
      currency={session.account.currency ?? ''}
      claiming={claiming}
      error={error}
      onClaim={claim}
    />
  );
}

function ActivityList() {
  const text = useLobbyText();
  const navigate = useLobbyNavigate();
  const { language } = useLanguage();
  const { categories, retry } = useEventCategories();
  const [chosen, setChosen] = useState<number>();
  const list = categories.state === 'ready' ? categories.data : [];
  const selected = list.find((category) => category.id === chosen) ?? list[0];
  const { activities, retry: retryActivities } = useActivities(
    categories.state === 'ready' ? (selected?.id ?? 0) : undefined,
  );
  const panelId = useId();

  if (categories.state === 'failed') {
    return (
      <Empty
        title={text('lobby.promotions.failed')}
        action={
          <button type="button" className="lk-button" onClick={retry}>
            {text('lobby.action.retry')}
          </button>
        }
      />
    );
  }
  return (
    <>
      {list.length > 0 && (
        <TabStrip
          className="lk-activity-tabs"
          orientation="horizontal"
          label={text('lobby.promotions.categories')}
          panelId={panelId}
          selected={selected?.id}
          onSelect={setChosen}
          items={list.map((category) => ({ id: category.id, label: category.name }))}
        />
      )}
      <ActivityCards
        id={panelId}
        label={selected?.name ?? text('lobby.promotions.title')}
        state={activities.state}
        activities={activities.state === 'ready' ? activities.data : []}
        language={language?.code ?? 'en_US'}
        hrefOf={(activityId) => targetHref({ page: 'promotions', activityId })}
        onOpen={(activityId) => navigate({ page: 'promotions', activityId })}
        onRetry={retryActivities}
      />
    </>
  );
}

function ActivityView({ activityId }: { readonly activityId: string }) {
  const text = useLobbyText();
  const navigate = useLobbyNavigate();
  const { language } = useLanguage();
  const { activities, retry } = useActivities(0);
  const back = () => navigate({ page: 'promotions' });
  if (activities.state === 'loading')
    return <Skeleton variant="rect" height="40vh" label={text('ui.loading')} />;
  const activity =
    activities.state === 'ready' ? activities.data.find((item) => item.id === activityId) : undefined;
  if (!activity) {
    return (
      <Empty
        title={text(activities.state === 'failed' ? 'lobby.promotions.failed' : 'lobby.promotions.notFound')}
        action={
          activities.state === 'failed' ? (
            <button type="button" className="lk-button" onClick={retry}>
              {text('lobby.action.retry')}
            </button>
          ) : (
            <button type="button" className="lk-button" onClick={back}>
              {text('lobby.promotions.back')}
            </button>
          )
        }
      />
    );
  }
  return <ActivityDetail activity={activity} language={language?.code ?? 'en_US'} onBack={back} />;
}

export function PromotionsPage() {
  const text = useLobbyText();
  const navigate = useLobbyNavigate();
  const page = useLobbyPage();
  const activityId = page.page === 'promotions' ? page.activityId : undefined;
  const session = useSession();
  const ask = useAskToLogIn();
  return (
    <div className="lk-app-promotions">
      <PageTitleBar
        title={text('lobby.promotions.title')}
        backLabel={text('ui.back')}
        onBack={() => navigate(activityId === undefined ? { page: 'home' } : { page: 'promotions' })}
      />
      {session.kind !== 'player' ? (
        <LogInFirst title={text('lobby.promotions.login')} ask={ask} />
      ) : activityId === undefined ? (
        // The categories' tabs first, in view on a phone; the new player's seven days after them.
        <>
          <ActivityList />
          <NewComerSection />
        </>
      ) : (
        <ActivityView activityId={activityId} />
      )}
    </div>
  );
}
