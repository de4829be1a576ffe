export interface SiteLines {
  /** The origins the lobby calls: hall API lines, object-storage lines. */
  readonly connect?: readonly string[];
  /** The origins its pictures come from: asset domains. */
  readonly images?: readonly string[];
}
export declare function contentSecurityPolicy(lines?: SiteLines): string;
export declare function securityHeaders(lines?: SiteLines): Record<string, string>;
