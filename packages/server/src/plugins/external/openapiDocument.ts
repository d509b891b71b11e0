// decisions.md 17 (issue 39): the OpenAPI document as other tools read it. Spectral's
// `spectral:oas` ruleset and a strict validator (Ajv) are the judges, tested in
// test/openapiInterop.test.ts. The document is OpenAPI 3.1, whose schemas are JSON Schema
// 2020-12: zod writes `X | null` as `anyOf: [X, {type: 'null'}]`, which every validator reads
// alike (3.0's `nullable: true` did not widen an `enum`, so strict validators refused the real
// null answers). What is left for other tools is finished here, once, for every route.

import { isCompanyAction, keyScopeOf } from '@talentpool/domain/members/policy';

type Json = Record<string, unknown>;

const isObject = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

function refsIn(node: unknown, into: Set<string>): void {
  if (Array.isArray(node)) {
    for (const item of node) refsIn(item, into);
    return;
  }
  if (!isObject(node)) return;
  if (typeof node.$ref === 'string') into.add(node.$ref);
  for (const value of Object.values(node)) refsIn(value, into);
}

/**
 * Schemas no operation reaches: the zod registry writes an input and an output variant of every
 * named schema, and most are only ever one of the two. Dropping them keeps the document to what
 * a client can meet (and Spectral's oas3-unused-component quiet).
 */
function withoutUnusedSchemas(document: Json): void {
  const components = document.components;
  if (!isObject(components) || !isObject(components.schemas)) return;
  const schemas = components.schemas;
  const prefix = '#/components/schemas/';
  const reached = new Set<string>();
  const pending = new Set<string>();
  refsIn(document.paths, pending);
  while (pending.size > 0) {
    const [ref] = pending;
    if (ref === undefined) break;
    pending.delete(ref);
    if (!ref.startsWith(prefix)) continue;
    const name = ref.slice(prefix.length);
    if (reached.has(name)) continue;
    reached.add(name);
    const found = new Set<string>();
    refsIn(schemas[name], found);
    for (const next of found) pending.add(next);
  }
  components.schemas = Object.fromEntries(
    Object.entries(schemas).filter(([name]) => reached.has(name)),
  );
}

/** Who may call an operation, said in words from what the route declares. */
function accessOf(operation: Json): string {
  const permission = operation['x-permission'];
  const signedIn = Array.isArray(operation.security) && operation.security.length > 0;
  if (typeof permission === 'string') {
    return `For a signed-in company member whose role allows \`${permission}\` (decisions.md 11); others get 403 FORBIDDEN.`;
  }
  if (signedIn) return 'For a signed-in account (the bearer token of a login); 401 without one.';
  return 'No login needed.';
}

/** Every operation has a description and every tag it uses is declared at the top. */
function describeOperations(document: Json): void {
  const tags = new Set<string>();
  const paths = isObject(document.paths) ? document.paths : {};
  for (const item of Object.values(paths)) {
    if (!isObject(item)) continue;
    for (const method of httpMethods) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      for (const tag of Array.isArray(operation.tags) ? operation.tags : []) {
        if (typeof tag === 'string') tags.add(tag);
      }
      if (typeof operation.description !== 'string' || operation.description.trim() === '') {
        const summary =
          typeof operation.summary === 'string' ? `${operation.summary.replace(/\.$/, '')}. ` : '';
        operation.description = `${summary}${accessOf(operation)}`;
      }
    }
  }
  const declared = Array.isArray(document.tags) ? (document.tags as Json[]) : [];
  const names = new Set(declared.map((tag) => tag.name));
  document.tags = [
    ...declared,
    ...[...tags]
      .filter((name) => !names.has(name))
      .sort()
      .map((name) => ({ name })),
  ];
}

/**
 * decisions.md 18 (issue 42, decision 233): the scope an API key needs for each operation, from
 * the route's declared action and method by the domain's policy table: `x-api-key-scope`, the
 * apiKeyAuth scheme as a second way in, and a sentence of the description. Operations no key may call keep the member's bearer only.
 */
function withApiKeyScopes(document: Json): void {
  const paths = isObject(document.paths) ? document.paths : {};
  for (const item of Object.values(paths)) {
    if (!isObject(item)) continue;
    for (const method of httpMethods) {
      const operation = item[method];
      if (!isObject(operation)) continue;
      const permission = operation['x-permission'];
      if (!isCompanyAction(permission)) continue;
      const scope = keyScopeOf(permission, method.toUpperCase());
      if (!scope) continue;
      operation['x-api-key-scope'] = scope;
      const security = Array.isArray(operation.security) ? operation.security : [];
      // An empty list: Spectral's oas3-operation-security-defined reads a list of roles as
      // OAuth scopes, which a bearer scheme does not declare; the scope is in x-api-key-scope.
      operation.security = [...security, { apiKeyAuth: [] }];
      const description = typeof operation.description === 'string' ? operation.description : '';
      operation.description =
        `${description.replace(/\s+$/, '')}${description ? ' ' : ''}With an API key: scope \`${scope}\`.`.trim();
    }
  }
}

/** The served document, finished for other tools (see the top of this file). */
export function finishOpenApiDocument<T extends object>(document: T): T {
  const doc = document as Json;
  withoutUnusedSchemas(doc);
  describeOperations(doc);
  withApiKeyScopes(doc);
  return document;
}
