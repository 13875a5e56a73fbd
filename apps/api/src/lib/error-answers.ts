import { errorBodySchema } from '@kestrel/domain/schemas/errors';

/** A route's error answers for its response schema: each status given answers our error body. */
export function errorAnswers<Status extends number>(...statuses: Status[]): Record<Status, typeof errorBodySchema> {
  return Object.fromEntries(statuses.map((status) => [status, errorBodySchema])) as Record<
    Status,
    typeof errorBodySchema
  >;
}
