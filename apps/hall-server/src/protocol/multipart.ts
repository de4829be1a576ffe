// A small multipart/form-data reader for the upload endpoint: fields and files, no streaming
// (the body limit bounds the size).

interface MultipartPart {
  readonly name: string;
  readonly filename: string | undefined;
  readonly contentType: string | undefined;
  readonly data: Buffer;
}

export type MultipartResult = { ok: true; parts: MultipartPart[] } | { ok: false; reason: string };

function boundaryOf(contentType: string): string | undefined {
  const match = /boundary=(?:"([^"]+)"|([^;]+))/i.exec(contentType);
  return match?.[1] ?? match?.[2]?.trim();
}

function dispositionParam(header: string, key: string): string | undefined {
  const match =
    new RegExp(`;\\s*${key}="([^"]*)"`, 'i').exec(header) ??
    new RegExp(`;\\s*${key}=([^;]+)`, 'i').exec(header);
  return match?.[1];
}

export function parseMultipart(body: Buffer, contentType: string): MultipartResult {
  const boundary = boundaryOf(contentType);
  if (!boundary) return { ok: false, reason: 'multipart without a boundary' };
  const delimiter = Buffer.from(`--${boundary}`);
  const parts: MultipartPart[] = [];
  let position = body.indexOf(delimiter);
  if (position < 0) return { ok: false, reason: 'multipart boundary not found in the body' };
  for (;;) {
    position += delimiter.length;
    // `--` after a delimiter closes the body.
    if (body[position] === 0x2d && body[position + 1] === 0x2d) return { ok: true, parts };
    if (body[position] === 0x0d && body[position + 1] === 0x0a) position += 2;
    const headerEnd = body.indexOf('\r\n\r\n', position);
    if (headerEnd < 0) return { ok: false, reason: 'multipart part without headers' };
    const headers = body.subarray(position, headerEnd).toString('utf8').split('\r\n');
    const next = body.indexOf(delimiter, headerEnd + 4);
    if (next < 0) return { ok: false, reason: 'multipart body is not closed' };
    // The part's data ends with the CRLF that precedes the next delimiter.
    const data = body.subarray(headerEnd + 4, next - 2);
    const disposition = headers.find((line) => /^content-disposition:/i.test(line)) ?? '';
    const typeLine = headers.find((line) => /^content-type:/i.test(line));
    const name = dispositionParam(disposition, 'name');
    if (name === undefined) return { ok: false, reason: 'multipart part without a name' };
    parts.push({
      name,
      filename: dispositionParam(disposition, 'filename'),
      contentType: typeLine?.split(':')[1]?.trim(),
      data: Buffer.from(data),
    });
    position = next;
  }
}
