// What an error may put in the log (decisions.md 14, docs/decisions/115): never SQL parameter
// values, and so never Drizzle's "Failed query: <sql>\nparams: <values>" message, its `params`,
// or the driver error in its `cause` (PostgreSQL's `detail` names the values: "Key (x)=(...)").
// pino's standard serializer wrote all three, with the whole cause chain. This one keeps what
// finds the fault: the error's type and message, the SQL text with its $n placeholders, the
// PostgreSQL code, constraint, table and column, the codes of the causes, and the stack frames.

interface ErrorLike {
  name?: unknown;
  message?: unknown;
  stack?: unknown;
  code?: unknown;
  cause?: unknown;
}

const isErrorLike = (value: unknown): value is ErrorLike =>
  value instanceof Error ||
  (typeof value === 'object' && value !== null && typeof (value as ErrorLike).message === 'string');

/** The error and its causes, outermost first (at most 6). */
function chainOf(err: ErrorLike): ErrorLike[] {
  const chain: ErrorLike[] = [];
  for (let at: unknown = err; isErrorLike(at) && chain.length < 6; at = at.cause) {
    if (chain.includes(at)) break;
    chain.push(at);
  }
  return chain;
}

/** A PostgreSQL (node-postgres or PGlite) error: a SQLSTATE of five characters. */
const isDatabaseError = (err: ErrorLike): boolean =>
  typeof err.code === 'string' && /^[0-9A-Z]{5}$/.test(err.code) && 'severity' in err;

/** Drizzle's wrapper of a failed statement: the SQL and its parameters. */
const isQueryError = (err: ErrorLike): err is ErrorLike & { query: string } =>
  typeof (err as { query?: unknown }).query === 'string' && 'params' in err;

/**
 * PostgreSQL's own message without the values it quotes. Data exceptions (class 22) repeat the
 * offending input ('value "29912319876543" is out of range for type integer'); the other
 * classes quote names (constraints, relations), which stay.
 */
export function safeDatabaseMessage(code: string, message: string): string {
  return code.startsWith('22') ? message.replace(/"[^"]*"/g, '"[redacted]"') : message;
}

/** The message of any error as it may be logged. */
export function safeErrorMessage(err: unknown): string {
  if (!isErrorLike(err)) return String(err);
  const chain = chainOf(err);
  const query = chain.find(isQueryError);
  const database = chain.find(isDatabaseError);
  if (database) {
    const text = safeDatabaseMessage(String(database.code), String(database.message));
    return query ? `Failed query: ${text}` : text;
  }
  if (query) {
    // A failed query without a PostgreSQL error: the innermost cause that is not the wrapper.
    const inner = chain.find((e) => !isQueryError(e));
    return inner ? `Failed query: ${String(inner.message)}` : 'Failed query';
  }
  return String(err.message);
}

const stackFrames = (stack: unknown): string | undefined =>
  typeof stack === 'string'
    ? stack
        .split('\n')
        .filter((line) => /^\s+at /.test(line))
        .join('\n')
    : undefined;

const maxQueryLength = 4_000;

/** What a logged error shows. */
export interface SerializedError {
  [key: string]: unknown;
  type: string;
  message: string;
  stack: string;
}

/** pino's `err` serializer (app.ts): what a logged error shows. */
export function serializeError(err: Error): SerializedError;
export function serializeError(err: unknown): unknown;
export function serializeError(err: unknown): unknown {
  if (!isErrorLike(err)) return err;
  const chain = chainOf(err);
  const out: Record<string, unknown> = {
    type:
      err instanceof Error
        ? err.constructor.name
        : typeof err.name === 'string'
          ? err.name
          : 'Error',
    message: safeErrorMessage(err),
  };
  if (typeof err.code === 'string' || typeof err.code === 'number') out.code = err.code;
  const statusCode = (err as { statusCode?: unknown }).statusCode;
  if (typeof statusCode === 'number') out.statusCode = statusCode;
  const query = chain.find(isQueryError);
  if (query) out.query = query.query.slice(0, maxQueryLength);
  const database = chain.find(isDatabaseError);
  if (database) {
    out.dbCode = database.code;
    for (const key of ['constraint', 'table', 'column', 'routine'] as const) {
      const value = (database as Record<string, unknown>)[key];
      if (typeof value === 'string') out[key] = value;
    }
  }
  const causeCodes = chain
    .slice(1)
    .map((e) => e.code)
    .filter((code) => typeof code === 'string' || typeof code === 'number');
  if (causeCodes.length > 0) out.causeCodes = causeCodes;
  if (err instanceof AggregateError) {
    out.errors = err.errors.slice(0, 5).map((e: unknown) => serializeError(e));
  }
  out.stack = stackFrames(err.stack) ?? '';
  return out;
}
