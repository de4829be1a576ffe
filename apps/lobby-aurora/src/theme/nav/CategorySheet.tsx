// The phone's category menu: a sheet over the page, opened from the tab bar, closed by a pick.
// Under the categories, the line switch: a site may hide the footer on phones (siam does), and
// this is where a phone player finds "Switch line" then (it closes the sheet as it opens).
import { LineSwitch } from '@lobbykit/lobby-ui/app';
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
      <LineSwitch onOpen={onClose} className="au-sheet__lines" />
    </Modal>
  );
}
