import type { Linter } from 'eslint';
export declare function lobbykitConfig(tsconfigRootDir: string): Linter.Config[];
