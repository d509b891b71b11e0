// The file storage of the app (decision 262, issue 43): the database by default, so that every
// server process on any machine serves every file and one backup holds them; a directory with
// STORAGE_URL=file:///path (a single node). At start, the files of the store before decision 262
// (DATA_DIR/uploads) move into the database.
import fp from 'fastify-plugin';
import { databaseFileStore, importLocalUploads } from './databaseStorage';
import { localFileStore } from './storage';

export interface StorageOptions {
  /** STORAGE_URL=file:///dir: files in this directory. Otherwise in the database. */
  dir?: string;
  /** DATA_DIR/uploads: the directory the files lived in before decision 262, moved in at start. */
  legacyDir: string;
}

export default fp<StorageOptions>(
  async (app, { dir, legacyDir }) => {
    if (dir) {
      app.decorate('storage', localFileStore(dir));
      return;
    }
    app.decorate('storage', databaseFileStore(app.db));
    // The move of DATA_DIR/uploads into the database, once the database answers (it may not yet:
    // decision 082; until then the API answers 503).
    let closed = false;
    let timer: NodeJS.Timeout | undefined;
    const move = async (): Promise<void> => {
      if (closed) return;
      if (!app.database.isReady()) {
        timer = setTimeout(() => void move(), 1_000).unref();
        return;
      }
      try {
        await importLocalUploads(app.db, legacyDir, app.log);
      } catch (err) {
        if (closed) return;
        app.log.error({ err, dir: legacyDir }, 'uploaded files not moved into the database yet');
        timer = setTimeout(() => void move(), 60_000).unref();
      }
    };
    app.addHook('onReady', async () => {
      if (app.database.isReady()) await move();
      else void move();
    });
    app.addHook('onClose', async () => {
      closed = true;
      clearTimeout(timer);
    });
  },
  { name: 'storage', dependencies: ['database'] },
);
