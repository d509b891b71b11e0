// Decision 120: the onRequest hooks of every operator call: logged in (401), then an operator by
// the server's own check of the verified login e-mail against ADMIN_EMAILS (403), both before the
// input is read. The operator's e-mail is kept for the audit row.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { accountOf } from '../../plugins/app/auth';
import type { OperatorService } from './service';

const operatorEmails = new WeakMap<FastifyRequest, string>();

/** The operator e-mail of a request that passed the operator check. */
export function operatorEmailOf(request: FastifyRequest): string {
  const email = operatorEmails.get(request);
  if (!email) throw new Error('operator route without the operator check');
  return email;
}

export function operatorHooks(app: FastifyInstance, service: OperatorService) {
  return [
    app.guard(),
    async (request: FastifyRequest) => {
      operatorEmails.set(request, await service.assertOperator(accountOf(request)));
    },
  ];
}

export type OperatorHooks = ReturnType<typeof operatorHooks>;
