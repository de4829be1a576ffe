import type { ViteUserConfig } from 'vitest/config';
export declare const sourceConditions: {
  resolve: { conditions: string[] };
  ssr: { resolve: { conditions: string[] } };
};
/** A theme app's build splitting: its main module and all it imports statically, one chunk. */
export declare function appChunks(
  mainModule: string,
  screensModule?: string,
): {
  output: { codeSplitting: { groups: { name: string; test: (id: string) => boolean; priority: number }[] } };
};
export declare function reporters(): NonNullable<NonNullable<ViteUserConfig['test']>['reporters']>;
export declare function nodePreset(options?: { include?: string[] }): ViteUserConfig;
/** A theme app's e2e journeys: node, the files under e2e/, 60 s per test and hook, one retry. */
export declare function e2ePreset(): ViteUserConfig;
export declare function jsdomPreset(options?: { include?: string[] }): ViteUserConfig;
export declare function browserPreset(options?: { include?: string[] }): Promise<ViteUserConfig>;
/**
 * A node or jsdom preset in two projects: most files share their worker's modules; those that
 * mock modules or fake timers, and those `isolated` names, get modules of their own.
 */
export declare function sharingModules(
  config: ViteUserConfig,
  options: { root: string; isolated?: readonly string[]; dirs?: readonly string[] },
): ViteUserConfig;
