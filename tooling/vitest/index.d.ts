import type { ViteUserConfig } from 'vitest/config';
export declare const sourceConditions: {
  resolve: { conditions: string[] };
  ssr: { resolve: { conditions: string[] } };
};
export declare function reporters(): NonNullable<NonNullable<ViteUserConfig['test']>['reporters']>;
export declare function nodePreset(options?: { include?: string[] }): ViteUserConfig;
export declare function jsdomPreset(options?: { include?: string[] }): ViteUserConfig;
export declare function browserPreset(options?: { include?: string[] }): Promise<ViteUserConfig>;
