// The embedded store: one JSON file per collection under a data folder, each written
// atomically (temp file, then rename), so a crash leaves either the old or the new file.
// A file that cannot be read is reported with its path and never replaced by seed data.
import { mkdir, readFile, readdir, rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

/** Format tag written in every file; a file with another tag is refused, not guessed at. */
export const STORE_FORMAT = 'lobbykit-hall-store/1';

/** Thrown by `openJsonStore` when a data file is unreadable; nothing has been written. */
export class HallDataError extends Error {
  override readonly name = 'HallDataError';
  readonly file: string;
  constructor(file: string, reason: string, options?: { cause?: unknown }) {
    super(
      `hall-server: data file ${file} is corrupt (${reason}). Fix or remove that file, or start with another --data folder; nothing was overwritten.`,
      options,
    );
    this.file = file;
  }
}

export interface JsonStore<TData extends Record<string, unknown>> {
  /** The live data; mutate it, then `touch` the collection. */
  readonly data: TData;
  /** The folder, or undefined for a memory-only store. */
  readonly dir: string | undefined;
  /** Marks a collection as changed; the next `flush` writes it. */
  touch(collection: keyof TData & string): void;
  /** Writes every changed collection. Calls are serialised; it resolves when all is on disk. */
  flush(): Promise<void>;
  /** True when this run created the data (no earlier files were found). */
  readonly fresh: boolean;
}

export interface OpenJsonStoreOptions<TData extends Record<string, unknown>> {
  /** Data folder; undefined keeps everything in memory. */
  readonly dir: string | undefined;
  /** The data of a new store (also fills a collection whose file is missing). */
  readonly initial: () => TData;
}

interface FileEnvelope {
  readonly format: string;
  readonly collection: string;
  readonly data: unknown;
}

function isEnvelope(value: unknown): value is FileEnvelope {
  return (
    typeof value === 'object' &&
    value !== null &&
    'format' in value &&
    'collection' in value &&
    'data' in value
  );
}

/** Opens (or creates) a store. Rejects with `HallDataError` when a file is corrupt. */
export async function openJsonStore<TData extends Record<string, unknown>>(
  options: OpenJsonStoreOptions<TData>,
): Promise<JsonStore<TData>> {
  const initial = options.initial();
  const data = { ...initial };
  const dir = options.dir;
  const dirty = new Set<string>();
  let fresh = true;

  if (dir !== undefined) {
    await mkdir(dir, { recursive: true });
    const names = new Set(await readdir(dir));
    // Temp files are what a crash mid-write leaves; the renamed file is the truth.
    for (const name of names) if (name.endsWith('.tmp')) await rm(join(dir, name), { force: true });
    for (const collection of Object.keys(initial)) {
      const fileName = `${collection}.json`;
      if (!names.has(fileName)) {
        dirty.add(collection);
        continue;
      }
      fresh = false;
      const file = join(dir, fileName);
      let parsed: unknown;
      try {
        parsed = JSON.parse(await readFile(file, 'utf8'));
      } catch (error) {
        throw new HallDataError(file, error instanceof Error ? error.message : String(error), {
          cause: error,
        });
      }
      if (!isEnvelope(parsed)) throw new HallDataError(file, 'not a lobbykit hall store file');
      if (parsed.format !== STORE_FORMAT) {
        throw new HallDataError(file, `format "${String(parsed.format)}", expected "${STORE_FORMAT}"`);
      }
      if (parsed.collection !== collection) {
        throw new HallDataError(
          file,
          `holds collection "${String(parsed.collection)}", expected "${collection}"`,
        );
      }
      const expected = initial[collection];
      const shapeOk = Array.isArray(expected)
        ? Array.isArray(parsed.data)
        : typeof parsed.data === 'object' && parsed.data !== null && !Array.isArray(parsed.data);
      if (!shapeOk)
        throw new HallDataError(file, `"data" is not ${Array.isArray(expected) ? 'a list' : 'an object'}`);
      (data as Record<string, unknown>)[collection] = parsed.data;
    }
  } else {
    for (const collection of Object.keys(initial)) dirty.add(collection);
  }

  let chain: Promise<void> = Promise.resolve();
  let sequence = 0;

  const writeCollection = async (collection: string): Promise<void> => {
    if (dir === undefined) return;
    const file = join(dir, `${collection}.json`);
    const temp = `${file}.${process.pid}.${++sequence}.tmp`;
    const envelope: FileEnvelope = {
      format: STORE_FORMAT,
      collection,
      data: (data as Record<string, unknown>)[collection],
    };
    await writeFile(temp, `${JSON.stringify(envelope, null, 1)}\n`, 'utf8');
    await rename(temp, file);
  };

  return {
    data,
    dir,
    fresh,
    touch(collection) {
      dirty.add(collection);
    },
    flush() {
      const run = chain.then(async () => {
        if (dirty.size === 0) return;
        const collections = [...dirty];
        dirty.clear();
        try {
          for (const collection of collections) await writeCollection(collection);
        } catch (error) {
          for (const collection of collections) dirty.add(collection);
          throw error;
        }
      });
      // A failed write must not block the next flush; the caller of this one sees the error.
      chain = run.catch(() => undefined);
      return run;
    },
  };
}
