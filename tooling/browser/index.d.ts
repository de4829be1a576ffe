import type { BrowserContext } from 'playwright-core';
export declare const chromiumPath: string;
export declare const chromiumArgs: string[];
export declare function assertChromium(): void;
export declare function launchOptions(): { executablePath: string; args: string[]; headless: true };
export declare function launchChromium(): Promise<{ browser: BrowserContext; close: () => Promise<void> }>;
export declare function connectToChromium(
  port: number,
): Promise<{ browser: BrowserContext; close: () => Promise<void> }>;
export declare function bundleForBrowser(options: { entry: string; globalName: string }): Promise<string>;
export declare function serveTestPages(
  pages: Record<string, string>,
): Promise<{ url: string; close: () => Promise<void> }>;
