import type { Db } from '../client.ts';

export function findAdminByUsername(db: Db, username: string) {
  return db.selectFrom('admins').selectAll().where('username', '=', username).executeTakeFirst();
}

export async function countAdmins(db: Db): Promise<number> {
  const row = await db.selectFrom('admins').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** Creates the administrator, or replaces the password of an existing one with that username. */
export function upsertAdmin(db: Db, username: string, passwordHash: string) {
  return db
    .insertInto('admins')
    .values({ username, password: passwordHash })
    .onConflict((oc) => oc.column('username').doUpdateSet({ password: passwordHash }))
    .returning(['id', 'username'])
    .executeTakeFirstOrThrow();
}
