// The phone's category menu: a sheet over the page, opened from the tab bar, closed by a pick.
import { Modal } from '@lobbykit/ui-blocks/modal';
import type { ReactElement } from 'react';
import { useAuroraText } from '../texts';
import { CategoryNav } from './CategoryNav';
import { useCategoryNav } from './use-category-nav';

export interface CategorySheetProps {
  readonly id: string;
  readonly open: boolean;
  readonly onClose: () => void;
}

export function CategorySheet({ id, open, onClose }: CategorySheetProps): ReactElement {
  const text = useAuroraText();
  const { items, current } = useCategoryNav();
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={text('categories')}
      closeLabel={text('close')}
      className="au-sheet"
    >
      <nav id={id} aria-label={text('categories')}>
        <CategoryNav items={items} current={current} onFollow={onClose} />
      </nav>
    </Modal>
  );
}
