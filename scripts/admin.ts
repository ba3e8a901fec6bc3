/**
 * `npm run admin -- create <username> [--role owner|editor|staff] [--email <address>]`: creates an
 * administrator (an owner unless --role says otherwise), or resets its password (which ends all its
 * sessions) and, with --role or --email, its role or e-mail. The password comes from ADMIN_PASSWORD,
 * or is asked twice without echo.
 * `npm run admin -- reset-2fa <username>`: removes the account's second factor (recovery).
 * `npm run admin -- list`: the administrators.
 *
 * Database: DATABASE_URL (or Netlify Database's NETLIFY_DB_URL) when set; otherwise the local data
 * directory (DATA_DIR, default .data): the running local server's database, or the embedded one
 * started for the duration of the command.
 */
import { createDb, type Db } from '#db/client.ts';
import { isAdminRole } from '#domain/admin-access.ts';
import { AdminAccountError, checkCredentials, createOrResetAdmin, describeAdmins, resetTwoFactor } from './admin-account.ts';
import { configuredDatabaseUrl, openScriptDatabase } from './local-database.ts';
import { seedFirstRun } from './seed/index.ts';

const USAGE = 'Usage: npm run admin -- create <username> [--role owner|editor|staff] [--email <address>]\n       npm run admin -- reset-2fa <username>\n       npm run admin -- list';

/** `--role x --email y` in any order; undefined when something else is there. */
function parseOptions(rest: string[]): { role?: string; email?: string } | undefined {
  const options: Record<string, string> = {};
  for (let i = 0; i < rest.length; i += 2) {
    const [flag, value] = [rest[i], rest[i + 1]];
    if ((flag !== '--role' && flag !== '--email') || value === undefined || flag.slice(2) in options) return undefined;
    options[flag.slice(2)] = value;
  }
  return options;
}

async function openDatabase(): Promise<{ db: Db; close: () => Promise<void> }> {
  if (configuredDatabaseUrl()) {
    const db = createDb();
    return { db, close: () => db.destroy() };
  }
  const target = await openScriptDatabase();
  const db = createDb(target.url);
  // A new data directory gets its first-run content now, as `npm start` would have done.
  if (target.started) await seedFirstRun(db, (line) => console.log(line));
  return {
    db,
    close: async () => {
      await db.destroy();
      await target.close();
    },
  };
}

/** Reads a line from the terminal without showing it. */
function promptHidden(question: string): Promise<string> {
  const stdin = process.stdin;
  process.stdout.write(question);
  stdin.setRawMode(true);
  stdin.setEncoding('utf8');
  stdin.resume();
  return new Promise((resolvePrompt, reject) => {
    let chars: string[] = [];
    const finish = () => {
      stdin.off('data', onData);
      stdin.setRawMode(false);
      stdin.pause();
      process.stdout.write('\n');
    };
    const onData = (chunk: string) => {
      for (const char of chunk) {
        if (char === '\r' || char === '\n') {
          finish();
          resolvePrompt(chars.join(''));
          return;
        }
        if (char === '\u0003' || char === '\u0004') {
          finish();
          reject(new AdminAccountError('Cancelled.'));
          return;
        }
        if (char === '\u007f' || char === '\b') chars = chars.slice(0, -1);
        else chars.push(char);
      }
    };
    stdin.on('data', onData);
  });
}

async function readPassword(username: string): Promise<string> {
  const fromEnv = process.env.ADMIN_PASSWORD;
  if (fromEnv !== undefined) return fromEnv;
  if (!process.stdin.isTTY) throw new AdminAccountError('Set ADMIN_PASSWORD, or run the command in a terminal to type the password.');
  const first = await promptHidden(`New password for "${username}": `);
  const problem = checkCredentials(username, first);
  if (problem) throw new AdminAccountError(problem);
  const second = await promptHidden('Repeat the password: ');
  if (first !== second) throw new AdminAccountError('The two passwords differ; nothing was changed.');
  return first;
}

async function main(args: string[]): Promise<void> {
  const [command, username, ...rest] = args;
  const options = parseOptions(rest);
  const role = options?.role;
  if (command === 'create' && username && options && (role === undefined || isAdminRole(role))) {
    const problem = checkCredentials(username, 'x'.repeat(8));
    if (problem) throw new AdminAccountError(problem);
    const password = await readPassword(username);
    const { db, close } = await openDatabase();
    try {
      const result = await createOrResetAdmin(db, username, password, { role: isAdminRole(role) ? role : undefined, email: options.email });
      console.log(
        result.created
          ? `Created the administrator "${result.username}" (${isAdminRole(role) ? role : 'owner'}).`
          : `Reset the password of "${result.username}"; ended ${result.revokedSessions} session(s).`,
      );
    } finally {
      await close();
    }
    return;
  }
  if (command === 'reset-2fa' && username && rest.length === 0) {
    const { db, close } = await openDatabase();
    try {
      const had = await resetTwoFactor(db, username);
      console.log(had ? `Removed the second factor of "${username}" and ended its sessions.` : `"${username}" had no second factor; nothing was changed.`);
    } finally {
      await close();
    }
    return;
  }
  if (command === 'list' && !username) {
    const { db, close } = await openDatabase();
    try {
      const lines = await describeAdmins(db);
      console.log(lines.length ? ['id\tusername\trole\tcreated\tlast login', ...lines].join('\n') : 'No administrators.');
    } finally {
      await close();
    }
    return;
  }
  throw new AdminAccountError(USAGE);
}

try {
  await main(process.argv.slice(2));
} catch (error) {
  console.error(error instanceof AdminAccountError ? error.message : `Failed: ${(error as Error).message}`);
  process.exitCode = 1;
}
