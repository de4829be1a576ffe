// React hydrates a server-rendered Suspense boundary's content apart from the rest, at its lowest
// priority, behind every other piece of work: on a starting page the content (the home's cards)
// waits until some store update reaches it, and is then hydrated at once, as one long task. Asked
// for explicitly, in a transition, it is hydrated right after the page's frame, in slices.
import { startTransition } from 'react';

/** What a hydrating root offers to hydrate a part of its markup early (React's own method). */
interface ScheduleHydration {
  readonly unstable_scheduleHydration?: ((target: Node) => void) | undefined;
}

/** The first element inside each server-rendered Suspense boundary of `root` (`<!--$-->`). */
export function boundaryContents(root: Element): Element[] {
  const contents: Element[] = [];
  const walker = root.ownerDocument.createTreeWalker(root, NodeFilter.SHOW_COMMENT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const comment = node as Comment;
    if (comment.data !== '$') continue;
    const element = comment.nextElementSibling;
    if (element) contents.push(element);
  }
  return contents;
}

/** Whether React has taken `element` over (hydrated it): it holds its fiber, under React's own key. */
export const isHydrated = (element: Element): boolean =>
  Object.keys(element).some((key) => key.startsWith('__reactFiber$'));

/** How often, and for how long, the boundaries' hydration is followed. */
const STEP_MS = 16;
const GIVE_UP_MS = 10_000;

/**
 * Asks React to hydrate every Suspense boundary of `root`'s server render now, in a transition
 * (in slices, and before the store's next update would force it all at once), an outer boundary
 * before the ones inside it: a boundary is asked for once the ones around it are hydrated (asked
 * for while still inside a dehydrated one, React would hydrate it later at a priority it does not
 * slice). Call it once the root's own first render is committed. Returns a function that stops.
 */
export function hydrateBoundariesEarly(
  root: Element,
  /** The root `hydrateRoot` returned (its method is not in React's public types). */
  reactRoot: object,
  { hydrated = isHydrated }: { readonly hydrated?: (element: Element) => boolean } = {},
): () => void {
  const schedule = (reactRoot as ScheduleHydration).unstable_scheduleHydration?.bind(reactRoot);
  const contents = schedule ? boundaryContents(root) : [];
  const asked = new Set<Element>();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const startedAt = Date.now();
  const step = () => {
    // A content gone from the page (a hydration that fell back renders afresh) waits for nothing.
    const waiting = contents.filter((content) => content.isConnected && !hydrated(content));
    // Those not inside another waiting one: their own boundary is the nearest dehydrated one.
    const ready = waiting.filter(
      (content) =>
        !asked.has(content) && !waiting.some((outer) => outer !== content && outer.contains(content)),
    );
    if (ready.length > 0)
      startTransition(() => {
        for (const content of ready) {
          asked.add(content);
          schedule?.(content);
        }
      });
    if (waiting.length > 0 && Date.now() - startedAt < GIVE_UP_MS) timer = setTimeout(step, STEP_MS);
  };
  step();
  return () => clearTimeout(timer);
}
