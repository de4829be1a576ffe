import { lazyRouteComponent } from '@tanstack/react-router';
import type { ComponentType } from 'react';

/**
 * A theme page in its own chunk, loaded when the visitor goes there (or hovers a link to it).
 * @example search: lazyPage(() => import('./pages/SearchPage'), 'SearchPage')
 */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  exportName: { [K in keyof M]: M[K] extends ComponentType ? K : never }[keyof M] & string,
): ComponentType {
  return lazyRouteComponent(
    load as () => Promise<Record<string, ComponentType>>,
    exportName,
  ) as ComponentType;
}
