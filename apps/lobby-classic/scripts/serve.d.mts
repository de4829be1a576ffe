export declare function serveLobby(options: {
  hallUrl: string;
  port?: number;
  host?: string;
}): Promise<{ url: string; close: () => Promise<void> }>;
