// A QR code drawn as one SVG path, dark modules on a white square with its quiet zone, whatever
// the theme's colours (scanners need the contrast). Encoded with uqr (dependency-free, error
// correction M: a smudged screen still scans).
import { encode } from 'uqr';
import { useMemo } from 'react';

export interface QrCodeProps {
  /** The text to encode (a PIX copy-and-paste code, a wallet URI). */
  readonly value: string;
  /** What the picture is, for assistive technology. */
  readonly label: string;
  readonly className?: string | undefined;
}

/** The standard's quiet zone around the symbol, in modules. */
const QUIET_ZONE = 4;

/** The dark modules as path commands, each horizontal run one rectangle. */
function qrPath(value: string): { readonly size: number; readonly path: string } {
  const { data, size } = encode(value, { ecc: 'M', border: 0 });
  const commands: string[] = [];
  data.forEach((row, y) => {
    let x = 0;
    while (x < size) {
      if (!row[x]) {
        x += 1;
        continue;
      }
      let end = x;
      while (end < size && row[end]) end += 1;
      commands.push(`M${x + QUIET_ZONE} ${y + QUIET_ZONE}h${end - x}v1h${x - end}z`);
      x = end;
    }
  });
  return { size: size + QUIET_ZONE * 2, path: commands.join('') };
}

export function QrCode({ value, label, className }: QrCodeProps) {
  const { size, path } = useMemo(() => qrPath(value), [value]);
  return (
    <svg
      className={className}
      role="img"
      aria-label={label}
      viewBox={`0 0 ${size} ${size}`}
      shapeRendering="crispEdges"
      focusable="false"
    >
      <rect width={size} height={size} fill="#fff" />
      <path d={path} fill="#000" />
    </svg>
  );
}
