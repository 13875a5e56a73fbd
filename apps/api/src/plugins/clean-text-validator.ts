import type { FastifySchemaCompiler } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { withCleanText } from '@kestrel/domain/schemas/clean-text';

/**
 * The route validator: each route's zod schema with the shared clean-text rule added, so no body,
 * query or path parameter of any route lets a control character, lone surrogate or bidi override
 * in (a 400 naming the field, through the one error handler).
 */
export const cleanTextValidatorCompiler: FastifySchemaCompiler<z.ZodType> = (route) =>
  validatorCompiler({ ...route, schema: withCleanText(route.schema) });
