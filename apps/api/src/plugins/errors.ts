import { STATUS_CODES } from 'node:http';
import type { Socket } from 'node:net';
import fp from 'fastify-plugin';
import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { errorCodes, type ErrorBody, type ErrorCode } from '@kestrel/domain/schemas/errors';
import { AppError } from '../lib/errors';
import { isDatabaseUnavailable } from '../lib/database-unavailable';

const codeByStatus: Record<number, ErrorCode> = {
  400: errorCodes.badRequest,
  401: errorCodes.unauthorised,
  403: errorCodes.forbidden,
  404: errorCodes.notFound,
  405: errorCodes.methodNotAllowed,
  409: errorCodes.conflict,
  413: errorCodes.payloadTooLarge,
  415: errorCodes.unsupportedMediaType,
  429: errorCodes.rateLimited,
  431: errorCodes.badRequest,
};

const messageByStatus: Record<number, string> = {
  413: 'That is larger than we accept.',
  415: 'Send this request as JSON (Content-Type: application/json).',
  429: 'Too many requests. Please wait a minute and try again.',
  431: 'The request headers are too large.',
};

/** What a visitor reads while the database cannot be reached (the request changed nothing). */
export const databaseUnavailableMessage =
  'Our system is briefly unavailable, so nothing was saved. Please try again in a minute.';

export function errorBody(code: ErrorCode, message: string, fields?: Record<string, string>): ErrorBody {
  return { error: fields ? { code, message, fields } : { code, message } };
}

function fieldName(instancePath: string, context: string | undefined): string {
  const path = instancePath.replace(/^\//, '').replaceAll('/', '.');
  return path || context || 'request';
}

/**
 * The one error handler. Every error answer is `{ error: { code, message, fields? } }`;
 * 4xx for what the client did wrong; 503 while the database cannot be reached (try again); any
 * other 5xx says nothing about its cause and is logged with the request id, which the answer
 * carries so support can find the log line.
 */
export const errorHandlerPlugin = fp(async (app) => {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (hasZodFastifySchemaValidationErrors(error)) {
      const fields: Record<string, string> = {};
      for (const issue of error.validation) {
        const name = fieldName(issue.instancePath, error.validationContext);
        fields[name] ??= issue.message ?? 'This value is not valid.';
      }
      const first = Object.values(fields)[0];
      return reply
        .code(400)
        .send(errorBody(errorCodes.validation, first ?? 'Please check the highlighted fields.', fields));
    }

    if (error instanceof AppError) {
      if (error.statusCode >= 500) request.log.warn({ err: error }, error.message);
      if (error.statusCode === 429) reply.header('retry-after', String(error.retryAfterSeconds ?? 60));
      return reply
        .code(error.statusCode)
        .send({ ...error.extra, ...errorBody(error.code, error.message, error.fields) });
    }

    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const code = codeByStatus[status] ?? errorCodes.badRequest;
      if (status === 429) reply.header('retry-after', reply.getHeader('retry-after') ?? '60');
      return reply.code(status).send(errorBody(code, messageByStatus[status] ?? error.message));
    }

    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unreachable');
      return reply
        .code(503)
        .header('retry-after', '10')
        .send(errorBody(errorCodes.serviceUnavailable, databaseUnavailableMessage));
    }

    request.log.error({ err: error }, 'unhandled error');
    return reply
      .code(500)
      .send(
        errorBody(
          errorCodes.internal,
          `Something went wrong on our side. Please try again. If it keeps happening, quote reference ${request.id}.`,
        ),
      );
  });
});

/**
 * Errors Node's HTTP parser raises before Fastify sees a request (headers too large, a timeout, a
 * malformed request line): our error body too, never Fastify's own shape.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  const status = error.code === 'HPE_HEADER_OVERFLOW' ? 431 : error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? 408 : 400;
  const message =
    status === 431
      ? messageByStatus[431]
      : status === 408
        ? 'The request took too long to arrive.'
        : 'That request could not be read.';
  const body = JSON.stringify(errorBody(errorCodes.badRequest, message ?? ''));
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}
