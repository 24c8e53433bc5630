// Counts a process's SQL statements (pg's Client#query: every round trip, BEGIN and COMMIT included) and Redis
// commands (ioredis' sendCommand: each command of a pipeline or MULTI too; BullMQ's scripts by name), by kind.
// Loaded into a process under measure with NODE_OPTIONS=--import=<this file> (npm run bench, the statement budget
// test); nothing in the app knows about it. On SIGUSR2 it writes what it counted so far to
// $COUNT_STATEMENTS_DIR/<pid>.json (`seq` goes up by one per write), which statement-counts.mjs reads.
import { appendFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';

const dir = process.env.COUNT_STATEMENTS_DIR;
/** COUNT_STATEMENTS_TRACE=file appends every statement and command there, in order, to see what a flow does. */
const trace = process.env.COUNT_STATEMENTS_TRACE;
const note = (line) => trace && appendFileSync(trace, `${process.pid} ${performance.now().toFixed(1)} ${line}\n`);
const sql = new Map();
const redis = new Map();
let seq = 0;

const add = (map, kind) => map.set(kind, (map.get(kind) ?? 0) + 1);

/**
 * "select booking", "update outbox_event set available_at", "insert into sent_email", "begin": the statement's verb
 * and first table (and an update's first column), enough to tell statements apart.
 */
export function sqlKind(text) {
  const s = text.replace(/\s+/g, ' ').trim().toLowerCase().replaceAll('"', '');
  const verb = /^\w+/.exec(s)?.[0] ?? '?';
  if (verb === 'update') {
    const [, table, column] = /^update (\S+) set (\w+)/.exec(s) ?? [];
    return `update ${table} set ${column}`;
  }
  if (verb === 'insert') return `insert into ${/^insert into (\S+)/.exec(s)?.[1]}`;
  if (verb === 'delete') return `delete from ${/^delete from (\S+)/.exec(s)?.[1]}`;
  if (verb === 'select' || verb === 'with') return `${verb} ${/ from (\S+)/.exec(s)?.[1] ?? '(no table)'}`;
  return verb;
}

/** The relay's poll for due outbox rows, when it found none: the idle cost of the relay, not any booking's. */
const isEmptyOutboxPoll = (text, result) => result?.rowCount === 0 && /outbox_event/i.test(text) && /published_at is null/i.test(text);

const query = pg.Client.prototype.query;
pg.Client.prototype.query = function countedQuery(config, ...rest) {
  const text = typeof config === 'string' ? config : (config?.text ?? '');
  const kind = sqlKind(text);
  note(`sql ${text.replace(/\s+/g, ' ').slice(0, 300)}`);
  const result = query.call(this, config, ...rest);
  if (result && typeof result.then === 'function') {
    result.then(
      (r) => add(sql, isEmptyOutboxPoll(text, r) ? `(idle) ${kind}, found nothing` : kind),
      () => add(sql, `(failed) ${kind}`),
    );
  } else {
    add(sql, kind);
  }
  return result;
};

const sendCommand = Redis.prototype.sendCommand;
Redis.prototype.sendCommand = function countedCommand(command, ...rest) {
  const kind = redisKind(this, command);
  note(`redis ${kind}`);
  add(redis, kind);
  return sendCommand.call(this, command, ...rest);
};

/** A command's name; BullMQ's Lua scripts (EVALSHA) by the name BullMQ defined them under. */
function redisKind(client, command) {
  const name = String(command?.name ?? '?').toLowerCase();
  if (name !== 'evalsha' && name !== 'eval') return name;
  const sha = String(command.args?.[0] ?? '');
  for (const [script, definition] of Object.entries(client.scriptsSet ?? {})) {
    if (definition.sha === sha) return `evalsha ${script}`;
  }
  return name;
}

process.on('SIGUSR2', () => {
  if (!dir) return;
  seq += 1;
  const file = join(dir, `${process.pid}.json`);
  writeFileSync(`${file}.tmp`, JSON.stringify({ seq, sql: Object.fromEntries(sql), redis: Object.fromEntries(redis) }));
  renameSync(`${file}.tmp`, file);
});
