// A page that throws (most often its chunk failed to download: the network dropped, or a new
// release replaced the files) shows a way to reload instead of taking the whole lobby down.
// Going to another address tries again.
import { Empty } from '@lobbykit/ui-blocks';
import { Component, type ReactNode } from 'react';
import { useLobbyText } from '../../shared/texts';

export interface PageErrorBoundaryProps {
  /** The address on screen: a new one clears the error. */
  readonly resetKey: string;
  readonly reload: () => void;
  readonly children?: ReactNode;
}

interface PageErrorBoundaryState {
  readonly failed: boolean;
  /** The address the state belongs to. */
  readonly resetKey: string;
}

export class PageErrorBoundary extends Component<PageErrorBoundaryProps, PageErrorBoundaryState> {
  constructor(props: PageErrorBoundaryProps) {
    super(props);
    this.state = { failed: false, resetKey: props.resetKey };
  }

  static getDerivedStateFromError(): Partial<PageErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: PageErrorBoundaryProps,
    state: PageErrorBoundaryState,
  ): PageErrorBoundaryState | null {
    return props.resetKey === state.resetKey ? null : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? <PageFailed reload={this.props.reload} /> : this.props.children;
  }
}

function PageFailed({ reload }: { readonly reload: () => void }) {
  const text = useLobbyText();
  return (
    <main className="lk-app-not-found">
      <h1 className="lk-visually-hidden">{text('lobby.page.failed.title')}</h1>
      <Empty
        title={text('lobby.page.failed.title')}
        description={text('lobby.page.failed.body')}
        action={
          <button type="button" className="lk-button" onClick={reload}>
            {text('lobby.boot.reload')}
          </button>
        }
      />
    </main>
  );
}
