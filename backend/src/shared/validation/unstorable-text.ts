import type { FastifyInstance } from 'fastify';
import { DomainError, ValidationFailedError } from '../errors/domain-error.js';
import { sendDomainError } from '../errors/http-exception.filter.js';
import { message, type Message } from '../i18n/message.js';

/** No request of this app nests deeper; thousands of levels would overflow class-transformer's recursion (a 500). */
export const MAX_INPUT_DEPTH = 32;
export const NULL_CHARACTER_MESSAGE = message('validation:nullCharacter');
export const UNPAIRED_SURROGATE_MESSAGE = message('validation:unpairedSurrogate');

export class InputTooDeepError extends DomainError {
  constructor() {
    super('VALIDATION.TOO_DEEP', 'bad_request', message('errors:request.tooDeep'));
  }
}

/** Half of a UTF-16 surrogate pair without its other half: not text, so no UTF-8 for PostgreSQL, nor an email. */
const UNPAIRED_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

function problemOf(text: string): Message | null {
  if (text.includes('\u0000')) return NULL_CHARACTER_MESSAGE;
  if (UNPAIRED_SURROGATE.test(text)) return UNPAIRED_SURROGATE_MESSAGE;
  return null;
}

/**
 * The paths (a.b.0.c; `root` for the value itself) of the strings, keys too, that PostgreSQL cannot store: a null
 * character or an unpaired surrogate, each with its message. Walked without recursion; throws past MAX_INPUT_DEPTH.
 */
export function unstorableTextFields(value: unknown, root = ''): Record<string, Message[]> {
  const found: [string, Message][] = [];
  const stack: { value: unknown; path: string; depth: number }[] = [{ value, path: root, depth: 0 }];
  while (stack.length > 0) {
    const { value: current, path, depth } = stack.pop()!;
    if (typeof current === 'string') {
      const problem = problemOf(current);
      if (problem) found.push([path, problem]);
      continue;
    }
    if (typeof current !== 'object' || current === null) continue;
    if (depth >= MAX_INPUT_DEPTH) throw new InputTooDeepError();
    for (const [key, child] of Object.entries(current)) {
      const childPath = path ? `${path}.${key}` : key;
      const problem = problemOf(key);
      if (problem) found.push([childPath, problem]);
      stack.push({ value: child, path: childPath, depth: depth + 1 });
    }
  }
  return Object.fromEntries(found.sort(([a], [b]) => a.localeCompare(b)).map(([path, problem]) => [path || 'value', [problem]]));
}

/**
 * One check at the edge, for every route of every module: a body or query holding text PostgreSQL cannot store (a
 * null character, an unpaired UTF-16 surrogate, at any depth, in keys or values) is a 422 naming each such field, and
 * input nested absurdly deep a 400, before any guard (passport's login reads the body first), pipe or handler runs.
 * Without it they are 500s: PostgreSQL refuses them in text and JSON, and class-validator's isEmail throws on a surrogate.
 */
export function installUnstorableTextCheck(fastify: FastifyInstance): void {
  fastify.addHook('preValidation', async (request, reply) => {
    try {
      const fields = { ...unstorableTextFields(request.query), ...unstorableTextFields(request.body) };
      if (Object.keys(fields).length === 0) return;
      sendDomainError(request, reply, new ValidationFailedError(fields));
    } catch (error) {
      if (!(error instanceof InputTooDeepError)) throw error;
      sendDomainError(request, reply, error);
    }
    return reply;
  });
}
