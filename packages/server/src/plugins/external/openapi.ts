// OpenAPI 3.1 document generated from the zod route schemas, at /api/openapi.json, and a docs page
// at /api/docs (decisions.md section 3). The docs page is a setting (API_DOCS, on by default
// outside production, issue 24); the document stays public whatever the setting: it names no
// secret or data, only the calls every client already sees, and clients, the access-matrix tests
// and the web client's checks read it (docs/decisions/116-headers-tokens-proxy.md).
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import fp from 'fastify-plugin';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { finishOpenApiDocument } from './openapiDocument';

export default fp<{ docs: boolean }>(
  async (app, { docs }) => {
    await app.register(swagger, {
      openapi: {
        // 3.1 (decisions.md 17): its schemas are JSON Schema 2020-12, so a nullable value is
        // written with type null, as strict validators read it (3.0.3 until issue 39).
        openapi: '3.1.0',
        info: {
          title: 'TalentPool API',
          description:
            'Talent matching and recruitment. Errors are {error, code} with the codes of decisions.md section 3.',
          version: '0.1.0',
        },
        // Paths start with /api on the same origin as the document.
        servers: [{ url: '/', description: 'This server' }],
        components: {
          securitySchemes: {
            bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
            // decisions.md 18 (issue 42): an API key as the bearer; each operation a key may call
            // names the scope it needs (x-api-key-scope, and this scheme's role list).
            apiKeyAuth: {
              type: 'http',
              scheme: 'bearer',
              bearerFormat: 'tp_ API key',
              description:
                'An API key of the company (createApiKey): `Authorization: Bearer tp_...`. It acts as the company within its scopes; an operation outside them answers 403 FORBIDDEN, a revoked or expired key 401. At most 600 requests per minute per key (429 RATE_LIMITED).',
            },
          },
        },
      },
      transform: jsonSchemaTransform,
      // decisions.md 17: what Spectral and strict validators read (./openapiDocument.ts).
      transformObject: (input) => finishOpenApiDocument(jsonSchemaTransformObject(input)),
    });
    if (docs) {
      await app.register(swaggerUi, {
        routePrefix: '/api/docs',
        staticCSP: true,
        transformStaticCSP: (header) => header,
      });
    }
    app.get('/api/openapi.json', { schema: { hide: true } }, async () => app.swagger());
  },
  { name: 'openapi' },
);
