import { randomUUID } from 'node:crypto';
import fs from 'node:fs';
import fsp from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { assertKey, contentTypeOf, type PutOptions, type Storage } from './index';

/** Files under one directory (the embedded default: DATA_DIR/uploads, as before issue 22). */
export class LocalStorage implements Storage {
  readonly kind = 'local' as const;
  constructor(readonly root: string) {}

  private file(key: string) {
    assertKey(key);
    return path.join(this.root, ...key.split('/'));
  }

  async put(key: string, body: Buffer | Readable, _opts: PutOptions) {
    const target = this.file(key);
    await fsp.mkdir(path.dirname(target), { recursive: true });
    // Written aside, then renamed: a reader never sees half a file, a failed write leaves none.
    const tmp = `${target}.${randomUUID()}.part`;
    try {
      await pipeline(Buffer.isBuffer(body) ? Readable.from([body]) : body, fs.createWriteStream(tmp));
      await fsp.rename(tmp, target);
    } catch (err) {
      await fsp.rm(tmp, { force: true });
      throw err;
    }
    return { size: (await fsp.stat(target)).size };
  }

  async head(key: string) {
    try {
      const st = await fsp.stat(this.file(key));
      return st.isFile() ? { size: st.size } : null;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
      throw err;
    }
  }

  async get(key: string) {
    const found = await this.head(key);
    if (!found) return null;
    return { body: fs.createReadStream(this.file(key)), size: found.size, contentType: contentTypeOf(key) };
  }

  async delete(key: string) {
    await fsp.rm(this.file(key), { force: true });
  }

  async *list(prefix = '') {
    const walk = async function* (dir: string, rel: string): AsyncGenerator<{ key: string; size: number }> {
      let entries: fs.Dirent[];
      try {
        entries = await fsp.readdir(dir, { withFileTypes: true });
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return;
        throw err;
      }
      entries.sort((a, b) => (a.name < b.name ? -1 : 1));
      for (const e of entries) {
        const key = rel ? `${rel}/${e.name}` : e.name;
        if (e.isDirectory()) yield* walk(path.join(dir, e.name), key);
        else if (e.isFile() && !e.name.endsWith('.part') && key.startsWith(prefix))
          yield { key, size: (await fsp.stat(path.join(dir, e.name))).size };
      }
    };
    yield* walk(this.root, '');
  }

  async check() {
    await fsp.mkdir(this.root, { recursive: true });
    await fsp.access(this.root, fs.constants.W_OK);
  }
}
