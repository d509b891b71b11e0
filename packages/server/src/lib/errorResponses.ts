// The error answers a route declares in its schema (decisions.md section 3: every error has the
// shape { error, code, fields? }). One helper instead of a `{ 400: apiErrorSchema, ... }` copy in
// each feature's routes; the statuses stay typed so the zod type provider checks each reply.
import { apiErrorSchema } from '@talentpool/domain/errors';

export function errorResponses<const S extends readonly number[]>(
  ...statuses: S
): Record<S[number], typeof apiErrorSchema> {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    S[number],
    typeof apiErrorSchema
  >;
}

/** What most routes behind login can answer: invalid input, no session, not allowed, not found. */
export const commonErrors = errorResponses(400, 401, 403, 404);
