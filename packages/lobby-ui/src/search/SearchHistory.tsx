// The recent searches of the search panel: chips to search again, and "delete all" after a
// confirmation.
import { Modal } from '@lobbykit/ui-blocks/modal';
import { useId, useState } from 'react';
import { Icon } from '../shared/icons';
import { useLobbyText } from '../shared/texts';

export interface SearchHistoryProps {
  readonly terms: readonly string[];
  readonly onPick: (term: string) => void;
  /** Called once the player confirmed; the owner clears the list. */
  readonly onClear?: (() => void) | undefined;
}

export function SearchHistory({ terms, onPick, onClear }: SearchHistoryProps) {
  const text = useLobbyText();
  const headingId = useId();
  const [confirming, setConfirming] = useState(false);
  if (terms.length === 0) return null;
  return (
    <section className="lk-search__section" aria-labelledby={headingId}>
      <div className="lk-search__section-head">
        <h2 className="lk-search__heading" id={headingId}>
          <Icon name="clock" />
          {text('lobby.search.history')}
        </h2>
        {onClear && (
          <button type="button" className="lk-search__text-button" onClick={() => setConfirming(true)}>
            <Icon name="trash" />
            {text('lobby.search.deleteAll')}
          </button>
        )}
      </div>
      <ul className="lk-search__chips">
        {terms.map((term) => (
          <li key={term}>
            <button type="button" className="lk-chip" onClick={() => onPick(term)}>
              {term}
            </button>
          </li>
        ))}
      </ul>
      {onClear && (
        <Modal
          open={confirming}
          onClose={() => setConfirming(false)}
          title={text('lobby.search.deleteAllQuestion')}
          closeLabel={text('lobby.action.close')}
          footer={
            <>
              <button
                type="button"
                className="lk-button"
                data-variant="quiet"
                onClick={() => setConfirming(false)}
              >
                {text('lobby.action.cancel')}
              </button>
              <button
                type="button"
                className="lk-button"
                data-variant="danger"
                onClick={() => {
                  setConfirming(false);
                  onClear();
                }}
              >
                {text('lobby.action.delete')}
              </button>
            </>
          }
        />
      )}
    </section>
  );
}
