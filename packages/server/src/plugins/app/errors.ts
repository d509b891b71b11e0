// The one error handler (decisions.md section 3): every failure leaves as
// {error, code[, fields]} with the status of its code. A 5xx is logged with the request id and
// answered without internals.
import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import {
  DomainError,
  errorStatus,
  type ApiErrorBody,
  type ErrorCode,
} from '@talentpool/domain/errors';
import { errorMessage, translate } from '@talentpool/domain/messages';
import { isDatabaseUnavailable } from '../../db/database';

export function sendError(
  reply: FastifyReply,
  request: FastifyRequest,
  code: ErrorCode,
  error?: string,
  fields?: Record<string, string>,
): FastifyReply {
  const body: ApiErrorBody = { error: error ?? errorMessage(code, request.lang), code };
  if (fields && Object.keys(fields).length > 0) body.fields = fields;
  return reply.status(errorStatus[code]).type('application/json; charset=utf-8').send(body);
}

/** Fastify's own 4xx errors (bad JSON, wrong content type, body too large...) mapped to codes. */
function codeForClientError(err: FastifyError): ErrorCode {
  switch (err.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
    case 'FST_REQ_FILE_TOO_LARGE':
    case 'FST_PARTS_LIMIT':
    case 'FST_FILES_LIMIT':
      return 'FILE_TOO_LARGE';
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
    case 'FST_INVALID_MULTIPART_CONTENT_TYPE':
      return 'UNSUPPORTED_FILE';
  }
  switch (err.statusCode) {
    case 401:
      return 'UNAUTHENTICATED';
    case 403:
      return 'FORBIDDEN';
    case 404:
      return 'NOT_FOUND';
    case 413:
      return 'FILE_TOO_LARGE';
    case 415:
      return 'UNSUPPORTED_FILE';
    case 429:
      return 'RATE_LIMITED';
    default:
      return 'VALIDATION_FAILED';
  }
}

/**
 * A request whose client went away while its body was read: Node ends the body stream with an
 * "aborted" error (code ECONNRESET), which is no database error although it has that code.
 */
function isClientAbort(err: unknown, request: FastifyRequest): boolean {
  const code = (err as { code?: unknown }).code;
  return (
    (code === 'ECONNRESET' || code === 'ECONNABORTED') &&
    (request.raw.readableAborted || request.raw.destroyed)
  );
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | DomainError, request, reply) => {
    if (err instanceof DomainError) {
      if (err.status >= 500) request.log.error({ err }, 'service failure');
      const fields = err.fields
        ? Object.fromEntries(
            Object.entries(err.fields).map(([path, message]) => [
              path,
              translate(message, request.lang),
            ]),
          )
        : undefined;
      return sendError(reply, request, err.code, translate(err.message, request.lang), fields);
    }
    if (hasZodFastifySchemaValidationErrors(err)) {
      const fields: Record<string, string> = {};
      for (const issue of err.validation) {
        const path = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
        const key = path || (err.validationContext ?? 'body');
        fields[key] ??= translate(issue.message ?? 'Invalid value', request.lang);
      }
      return sendError(reply, request, 'VALIDATION_FAILED', undefined, fields);
    }
    if (isClientAbort(err, request)) {
      // The client closed the connection while its body was being read (Node: "aborted",
      // ECONNRESET). Not a fault of ours, and not the database's (it was logged as "database
      // unavailable" at warn, decision 115): a note at info. Nobody reads the answer.
      request.log.info({ code: (err as { code?: unknown }).code }, 'client aborted the request');
      return sendError(reply, request, 'VALIDATION_FAILED');
    }
    if (isDatabaseUnavailable(err)) {
      // The database went away (or is not there yet): a clear 503 the client may retry, not a
      // 500 (decision 081). Logged once per request, without the driver's internals in the body
      // and, through the err serializer (lib/logSafety.ts), without the query's parameters.
      request.log.warn({ err }, 'database unavailable');
      void reply.header('retry-after', '5');
      return sendError(reply, request, 'SERVICE_UNAVAILABLE');
    }
    const status = err.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      request.log.info({ code: err.code, message: err.message }, 'client error');
      const code = codeForClientError(err);
      return sendError(
        reply,
        request,
        code,
        code === 'VALIDATION_FAILED' ? err.message : undefined,
      );
    }
    request.log.error({ err }, 'unhandled error');
    return sendError(reply, request, status === 503 ? 'SERVICE_UNAVAILABLE' : 'INTERNAL');
  });
}

/**
 * Fastify's errors raised before a route runs (a path parameter over maxParamLength, a URL that
 * cannot be decoded): the same {error, code} shape, 400 VALIDATION_FAILED. Found by fuzzing
 * (issue 10); Fastify's own answer had other fields and a 414.
 */
export function frameworkErrorHandler(
  err: FastifyError,
  request: FastifyRequest,
  reply: FastifyReply,
): void {
  request.log.info({ code: err.code }, 'client error');
  // The language hook has not run yet: English.
  void reply
    .status(400)
    .type('application/json; charset=utf-8')
    .send({ error: errorMessage('VALIDATION_FAILED', 'en'), code: 'VALIDATION_FAILED' });
}

/**
 * Requests Node's HTTP parser refuses (headers or URL over 16 KB: 431 HEADERS_TOO_LARGE; a malformed request: 400;
 * a client too slow: 408) also leave as {error, code}.
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  if (!socket.writable) {
    socket.destroy(err);
    return;
  }
  // 431 has its own code (docs/decisions/081); a timeout or a malformed request is a 4xx
  // VALIDATION_FAILED (408 / 400).
  const code: ErrorCode =
    err.code === 'HPE_HEADER_OVERFLOW' ? 'HEADERS_TOO_LARGE' : 'VALIDATION_FAILED';
  const status =
    code === 'HEADERS_TOO_LARGE'
      ? errorStatus[code]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? 408
        : 400;
  const body = JSON.stringify({ error: errorMessage(code, 'en'), code });
  socket.end(
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Bad Request'}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
}
