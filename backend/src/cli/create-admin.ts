import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { MikroORM } from '@mikro-orm/postgresql';
import { EMAIL_PATTERN, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@luggage/contracts';
import { loadConfigOrExit } from '../config/load-config-or-exit.js';
import { databaseSchema } from '../database-schema.js';
import { type AdminAccount, AdminAccountError, ensureAdmin, PasswordHasher, runningEmbeddedApi } from '../modules/auth/index.js';
import { ormConfig } from '../shared/database/orm-config.js';
import { prepareDatabase } from '../shared/database/prepare-database.js';

const USAGE = `Usage: npm run create-admin -- --email admin@example.com [--name "Ada Admin"] [--password "at least 8 characters"]

Creates that admin, or promotes the existing account with that email (and sets its password when one is given).
Uses DATABASE_URL when set, otherwise the embedded database under DATA_DIR (stop the app first).`;

class UsageError extends Error {}

function readAccount(argv: string[]): AdminAccount {
  const { values } = parseArgs({
    args: argv,
    options: { email: { type: 'string' }, name: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean' } },
    strict: true,
  });
  if (values.help) throw new UsageError('');
  const email = values.email?.trim().toLowerCase() ?? '';
  const name = values.name?.trim() || 'Admin';
  const password = values.password ?? null;
  if (!EMAIL_PATTERN.test(email)) throw new UsageError(email ? `Not a valid email address: "${email}"` : '--email is required');
  if (name.length > NAME_MAX_LENGTH) throw new UsageError(`--name must be at most ${NAME_MAX_LENGTH} characters`);
  if (password !== null && (password.length < PASSWORD_MIN_LENGTH || password.length > PASSWORD_MAX_LENGTH)) {
    throw new UsageError(`--password must be ${PASSWORD_MIN_LENGTH} to ${PASSWORD_MAX_LENGTH} characters`);
  }
  return { email, name, password };
}

function describe(email: string, outcome: Awaited<ReturnType<typeof ensureAdmin>>): string {
  if (outcome.created) return `Created the admin ${email}.`;
  const changes = [outcome.promoted ? 'promoted to admin' : 'already an admin', outcome.passwordChanged ? 'password updated' : null];
  return `${email}: ${changes.filter(Boolean).join(', ')}.`;
}

async function main(): Promise<number> {
  let account: AdminAccount;
  try {
    account = readAccount(process.argv.slice(2));
  } catch (error) {
    const message = (error as Error).message;
    console.error(message ? `${message}\n\n${USAGE}` : USAGE);
    return message ? 2 : 0;
  }
  const config = loadConfigOrExit();
  const apiPid = config.databaseUrl ? null : runningEmbeddedApi(config.dataDir);
  if (apiPid !== null) {
    console.error(
      `The app (pid ${apiPid}) is running on the embedded database in ${config.dataDir}, which only one process can open.\n` +
        'Stop it first, or set ADMIN_EMAIL and ADMIN_PASSWORD and restart it: the admin is then made at start.',
    );
    return 1;
  }
  const database = await prepareDatabase(config, databaseSchema);
  const orm = await MikroORM.init(ormConfig(database.url, database.embedded, databaseSchema));
  try {
    console.log(describe(account.email, await ensureAdmin(orm.em.fork(), account, new PasswordHasher(config.passwordScryptLn))));
    return 0;
  } catch (error) {
    if (!(error instanceof AdminAccountError)) throw error;
    console.error(error.message);
    return 1;
  } finally {
    await orm.close();
    await database.stop();
  }
}

process.exitCode = await main();
