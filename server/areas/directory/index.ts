// The organisation and user directory (docs/directory.md): pinyin initials and English full names of the users,
// the people-query view, and the directory's uc reads.
import type { ServerArea } from '../index';
import { registerDirectoryRoutes } from './routes';
import { prepareDirectory } from './store';

export { DIRECTORY_VIEWS } from './store';

export const directoryArea: ServerArea = {
  name: 'directory',
  seed: (db, seedDir) => prepareDirectory(db, seedDir),
  register(app, { db }) {
    registerDirectoryRoutes(app, db);
  },
};
