// Where the theme app's standalone status pages are, and the query the spec gives them (spec §1:
// /pages/503/index.html with payloadKey, title, useIframe, t; /pages/403/index.html with logId,
// payloadId, title, t). Every value is the lobby's own, encoded as a query value.

/** The maintenance page's or the region page's address, on the lobby's origin. */
export function statusPageAddress(
  kind: 'maintenance' | 'restricted',
  key: string,
  title: string,
  at: number,
): string {
  const query =
    kind === 'maintenance'
      ? new URLSearchParams({ payloadKey: key, title, useIframe: '1', t: String(at) })
      : // logId: what a player quotes to support (the moment of the refusal; no personal data).
        new URLSearchParams({ logId: at.toString(36), payloadId: key, title, t: String(at) });
  return `/pages/${kind === 'maintenance' ? '503' : '403'}/index.html?${query.toString()}`;
}
