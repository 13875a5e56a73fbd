import type { FastifyInstance } from 'fastify';
import type { ZodType } from 'zod';
import { errorAnswers } from './error-answers';

/** What a signed-in customer's call reads: any of body, params and query, each a zod schema. */
interface CallInput {
  body?: ZodType;
  params?: ZodType;
  querystring?: ZodType;
}

/** The error answers of a customer's call: bad input, signed out, not theirs, refused, declined, provider away. */
const customerErrors = errorAnswers(400, 401, 404, 409, 422, 503);

/**
 * The route options of a call a signed-in customer makes: the session checked first, a rate limit
 * per minute when given, and the OpenAPI schema with the answer and our error body. The input
 * schemas keep their types, so the handler's `request.body` is typed by its zod schema.
 */
export function customerRoute<Input extends CallInput>(
  app: FastifyInstance,
  spec: { tags: string[]; summary: string; perMinute?: number; answer: ZodType } & Input,
) {
  const { tags, summary, perMinute, answer, ...input } = spec;
  return {
    onRequest: app.requireUser,
    ...(perMinute ? { config: { rateLimit: { max: perMinute, timeWindow: '1 minute' } } } : {}),
    schema: { tags, summary, ...input, response: { 200: answer, ...customerErrors } },
  };
}
