// decisions.md 16 (issue 38, decision 191): the two links of a sourced job seeker's notice. GET
// opens a page in the person's language that asks once more (mail scanners and link previews
// follow GET links; they must not apply or decline for the person); its button POSTs to the same
// address, which applies (the application becomes the person's own act: confirmed_at, so the
// company sees their contact details) or declines (the application is removed). No login: the
// link's HMAC is the proof. A link whose application was answered, removed or never sourced says
// so; a forged one is 404.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { languageSchema } from '@talentpool/domain/language';
import { sourcedNoticePage, type SourcedPageState } from '@talentpool/domain/privacy/sourcedNotice';
import { answerSourcing } from '../applications/public';
import { readSourcedToken, sourcedApplicationOf, sourcedNoticePath } from './sourcedNotice';

const tags = ['candidate actions'];
const params = z.object({ token: z.string().min(1).max(200) });

const sourcingRoutes: FastifyPluginAsyncZod = async (app) => {
  const { oneTime } = app.config.rateLimits;
  const rateLimit = { max: oneTime.max, timeWindow: oneTime.windowMs };

  // The page's button posts an empty form: the token in the address is the whole request.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 1024 },
    (_request, _body, done) => done(null, null),
  );

  async function stateOf(token: string, act: boolean) {
    const named = readSourcedToken(app.config.jwtSecret, token);
    if (!named) return { status: 404, lang: 'en' as const, state: { kind: 'invalid' } as const };
    const row = await sourcedApplicationOf(app.db, named.applicationId);
    const lang = languageSchema.safeParse(row?.lang).data ?? 'en';
    const open = row && row.source === 'sourced' && row.confirmedAt === null;
    if (!row || !open) return { status: 410, lang, state: { kind: 'gone' } as const };
    const facts = { choice: named.choice, companyName: row.companyName, jobTitle: row.jobTitle };
    if (!act) {
      return {
        status: 200,
        lang,
        state: { kind: 'ask', ...facts, action: `${sourcedNoticePath}/${token}` } as const,
      };
    }
    // A second click, or the other link meanwhile: the first answer stands.
    if (!(await answerSourcing(app.db, row.id, named.choice))) {
      return { status: 410, lang, state: { kind: 'gone' } as const };
    }
    return { status: 200, lang, state: { kind: 'done', ...facts } as const };
  }

  const send = (
    reply: {
      code(n: number): unknown;
      type(t: string): unknown;
      header(k: string, v: string): unknown;
    },
    answer: { status: number; lang: 'en' | 'ar'; state: SourcedPageState },
  ) => {
    reply.code(answer.status);
    reply.type('text/html; charset=utf-8');
    reply.header('Cache-Control', 'no-store');
    reply.header('Referrer-Policy', 'no-referrer');
    return sourcedNoticePage(answer.lang, answer.state);
  };

  app.get(
    '/sourcing/:token',
    {
      config: { rateLimit },
      logLevel: 'warn',
      schema: {
        operationId: 'showSourcedNotice',
        tags,
        summary: "A sourced job seeker's link: a page asking to apply or decline (no login)",
        description:
          'HTML in the person’s language. 200 with a button that POSTs to the same address; 410 when the application was already answered or removed; 404 for a link that is not the server’s.',
        params,
      },
    },
    async (request, reply) => send(reply, await stateOf(request.params.token, false)),
  );

  app.post(
    '/sourcing/:token',
    {
      config: { rateLimit },
      logLevel: 'warn',
      schema: {
        operationId: 'answerSourcedNotice',
        tags,
        summary: "A sourced job seeker applies or declines (the link's choice; no login)",
        description:
          'apply: the application becomes the person’s own (the company then sees their contact details, decisions.md 16); decline: the application is removed. HTML answer; 410 when already answered or removed; 404 for a link that is not the server’s.',
        params,
      },
    },
    async (request, reply) => send(reply, await stateOf(request.params.token, true)),
  );
};

export default sourcingRoutes;
