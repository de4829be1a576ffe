// The tablist every lobby-ui tab row is made of: roving tabindex, arrow keys, Home and End,
// selection that follows focus, and the selected tab kept in view inside its own scroll box.
import { useLayoutEffect, useRef, type KeyboardEvent, type ReactNode } from 'react';
import { cx } from './class-names';
import { afterNextPaint } from './frames';

/** One tab of a {@link TabStrip}. */
export interface TabStripItem<Id extends string | number> {
  readonly id: Id;
  readonly label: ReactNode;
  /** Drawn before the label; decorative. */
  readonly icon?: ReactNode;
  /** Words only assistive technology reads after the label, e.g. "Under maintenance". */
  readonly description?: string | undefined;
}

export interface TabStripProps<Id extends string | number> {
  readonly items: readonly TabStripItem<Id>[];
  /** The selected tab; when it is not among the items, the first tab takes the tab stop. */
  readonly selected: Id | null | undefined;
  readonly onSelect: (id: Id) => void;
  /** Accessible name of the tablist. */
  readonly label: string;
  readonly orientation: 'horizontal' | 'vertical';
  /** Id of the panel the tabs show, for `aria-controls` on the selected tab. */
  readonly panelId?: string | undefined;
  readonly className: string;
}

const NEXT = { horizontal: 'ArrowRight', vertical: 'ArrowDown' } as const;
const PREVIOUS = { horizontal: 'ArrowLeft', vertical: 'ArrowUp' } as const;

/** Scrolls `list` (not the page) just enough to show `tab`. */
function keepInView(list: HTMLElement, tab: HTMLElement, vertical: boolean): void {
  const start = vertical ? tab.offsetTop : tab.offsetLeft;
  const size = vertical ? tab.offsetHeight : tab.offsetWidth;
  const view = vertical ? list.clientHeight : list.clientWidth;
  const scrolled = vertical ? list.scrollTop : list.scrollLeft;
  let target = scrolled;
  if (start < scrolled) target = start;
  else if (start + size > scrolled + view) target = start + size - view;
  if (target === scrolled) return;
  if (vertical) list.scrollTop = target;
  else list.scrollLeft = target;
}

export function TabStrip<Id extends string | number>({
  items,
  selected,
  onSelect,
  label,
  orientation,
  panelId,
  className,
}: TabStripProps<Id>) {
  const listRef = useRef<HTMLDivElement>(null);
  const selectedIndex = items.findIndex((item) => item.id === selected);
  const stop = selectedIndex === -1 ? 0 : selectedIndex;

  const mounted = useRef(false);
  useLayoutEffect(() => {
    const list = listRef.current;
    if (!list) return undefined;
    const bringIntoView = () => {
      const tab = list.querySelectorAll<HTMLElement>('[role="tab"]')[stop];
      if (tab) keepInView(list, tab, orientation === 'vertical');
    };
    if (mounted.current) {
      bringIntoView();
      return undefined;
    }
    mounted.current = true;
    // At mount nothing of the page is laid out yet: measuring now would force the first layout of
    // the whole page inside React's commit, one long task on a phone. The first tab is in view
    // without scrolling; another is brought into view once the page has painted.
    if (stop === 0) return undefined;
    return afterNextPaint(bringIntoView);
  }, [stop, orientation, items.length]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const count = items.length;
    if (count === 0) return;
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLElement>('[role="tab"]'));
    const from = Math.max(0, tabs.indexOf(event.target as HTMLElement));
    let to: number;
    if (event.key === NEXT[orientation]) to = (from + 1) % count;
    else if (event.key === PREVIOUS[orientation]) to = (from - 1 + count) % count;
    else if (event.key === 'Home') to = 0;
    else if (event.key === 'End') to = count - 1;
    else return;
    event.preventDefault();
    tabs[to]?.focus();
    const item = items[to];
    if (item && item.id !== selected) onSelect(item.id);
  };

  return (
    <div
      ref={listRef}
      className={cx('lk-tabs', className)}
      role="tablist"
      aria-label={label}
      aria-orientation={orientation}
      data-orientation={orientation}
      onKeyDown={onKeyDown}
    >
      {items.map((item, index) => {
        const active = index === selectedIndex;
        return (
          <button
            key={item.id}
            type="button"
            role="tab"
            className="lk-tabs__tab"
            aria-selected={active}
            aria-controls={active ? panelId : undefined}
            tabIndex={index === stop ? 0 : -1}
            onClick={() => {
              if (!active) onSelect(item.id);
            }}
          >
            {item.icon}
            <span className="lk-tabs__label">{item.label}</span>
            {item.description && <span className="lk-visually-hidden">, {item.description}</span>}
          </button>
        );
      })}
    </div>
  );
}
