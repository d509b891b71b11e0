// decisions.md 14 and docs/decisions/115: text with U+0000 or another control character (C0 but
// tab and line breaks, and DEL) is refused with 400 VALIDATION_FAILED on every field of every call,
// once, here, instead of in each schema. A preValidation hook: it runs after the onRequest guards
// (so a guarded call still answers 401/403 first) and before the route's own validation and
// handler, on the parsed body, query string and path parameters. Multipart uploads carry no text
// parts the product reads (lib/images.ts takes one file of a fixed field); their file name is
// never stored.
import fp from 'fastify-plugin';
import {
  controlCharacterMessage,
  controlCharacterPaths,
} from '@talentpool/domain/controlCharacters';
import { translate } from '@talentpool/domain/messages';
import { sendError } from './errors';

export default fp(
  async (app) => {
    app.addHook('preValidation', async (request, reply) => {
      const paths = [
        ...controlCharacterPaths(request.params),
        ...controlCharacterPaths(request.query),
        ...controlCharacterPaths(request.body),
      ];
      if (paths.length === 0) return;
      const message = translate(controlCharacterMessage, request.lang);
      const fields: Record<string, string> = {};
      // defineProperty: a path may be "__proto__" (fuzzing sends such keys).
      for (const path of paths) {
        Object.defineProperty(fields, path || 'body', {
          value: message,
          enumerable: true,
          configurable: true,
          writable: true,
        });
      }
      request.log.info({ fields: Object.keys(fields) }, 'control characters refused');
      return sendError(reply, request, 'VALIDATION_FAILED', undefined, fields);
    });
  },
  { name: 'controlCharacters' },
);
