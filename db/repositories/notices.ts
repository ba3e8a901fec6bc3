import type { Db } from '../client.ts';
import type { NewNotice } from '../schema.ts';

export function insertNotices(db: Db, rows: NewNotice[]) {
  return db.insertInto('notices').values(rows).returning('id').execute();
}
