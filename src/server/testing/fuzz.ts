import fc from 'fast-check';

/**
 * Requests for every route of the OpenAPI document (`/api/openapi.json`): values drawn from each
 * schema (fast-check arbitraries per schema) mixed with the hostile set: prototype names, deep
 * nesting, lone surrogates, 1 MB strings, wrong types, and forged `Host` / `X-Forwarded-*` headers
 * and cookies. Used, with fuzz-runner.ts, by the fuzz API test (1,000 requests through `app.inject`) and
 * `npm run bench -- fuzz` (10,000 against a started server).
 */

export interface FuzzRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string;
}

type Schema = {
  type?: string | string[];
  enum?: unknown[];
  const?: unknown;
  properties?: Record<string, Schema>;
  required?: string[];
  items?: Schema;
  anyOf?: Schema[];
  oneOf?: Schema[];
  allOf?: Schema[];
  $ref?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  format?: string;
  pattern?: string;
};

interface Operation {
  method: string;
  path: string;
  parameters: { name: string; in: string; schema?: Schema }[];
  bodyTypes: string[];
  bodySchema?: Schema;
}

export interface OpenApiDocument {
  paths: Record<string, Record<string, { parameters?: Operation['parameters']; requestBody?: { content: Record<string, { schema?: Schema }> } }>>;
  components?: { schemas?: Record<string, Schema> };
}

export const prototypeNames = ['__proto__', 'constructor', 'prototype', 'toString', 'hasOwnProperty', 'valueOf'];

/** Nesting far past the servers' limit of 64, as text (a value this deep breaks recursive readers). */
const deepJson = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;
const megabyte = 'x'.repeat(1024 * 1024);

/** Hostile values of any JSON type. The 1 MB string is rare: it is slow to send ten thousand times. */
const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { arbitrary: fc.constantFrom(...prototypeNames), weight: 80 },
  { arbitrary: fc.constantFrom('\ud800', 'a\udc00b', '\u0000', '\ufeff', '%00', '../../etc/passwd', '<script>alert(1)</script>', "' or 1=1 --"), weight: 60 },
  { arbitrary: fc.constantFrom(-1, 0, 1e308, -1e308, 2 ** 53 + 1, 1.5, true, false, null), weight: 40 },
  { arbitrary: fc.constantFrom([], {}, [[[]]], { __proto__: null, constructor: { prototype: { polluted: true } } }), weight: 40 },
  { arbitrary: fc.constant(megabyte), weight: 1 },
);

const hostileString = fc.oneof(
  fc.constantFrom(...prototypeNames),
  fc.constantFrom('\ud800', '%ED%A0%80', '%', '%%', '\u0000', ''),
  fc.string({ maxLength: 40 }),
);

/**
 * Values a pattern allows that the server also knows (a place in the dataset, a date ahead), so
 * generated searches get past the lookups to the code behind them.
 */
const likelyValues: [string, fc.Arbitrary<string>][] = [
  ['^[A-Z]{3}$', fc.constantFrom('MOW', 'LED', 'IST', 'AER', 'TBS', 'ALA', 'BKK', 'DXB')],
  ['^\\d{4}-\\d{2}-\\d{2}$', fc.integer({ min: 1, max: 300 }).map((days) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10))],
];

/** Percent-encoding that never throws: a lone surrogate goes out as the bytes of one, which no decoder accepts. */
const encode = (value: string) => (value.isWellFormed() ? encodeURIComponent(value) : '%ED%A0%80');

function resolve(schema: Schema, document: OpenApiDocument): Schema {
  if (!schema.$ref) return schema;
  const name = schema.$ref.split('/').at(-1)!;
  return document.components?.schemas?.[name] ?? {};
}

/** An arbitrary of values the schema allows, or nearly (fast-check's own strings, numbers in range). */
function fromSchema(input: Schema, document: OpenApiDocument, depth = 0, hostile = true): fc.Arbitrary<unknown> {
  const schema = resolve(input, document);
  if (depth > 6) return fc.constant(null);
  if (schema.const !== undefined) return fc.constant(schema.const);
  if (schema.enum) return fc.constantFrom(...schema.enum);
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants?.length) return fc.oneof(...variants.map((variant) => fromSchema(variant, document, depth + 1, hostile)));
  if (schema.allOf?.length) return fromSchema(schema.allOf[0]!, document, depth + 1, hostile);
  const type = Array.isArray(schema.type) ? schema.type.find((name) => name !== 'null') : schema.type;
  switch (type) {
    case 'string':
      // An e-mail's pattern has lookaheads, which fast-check cannot generate from.
      if (schema.format === 'email') return fc.emailAddress();
      if (schema.pattern) {
        const matching = fc.stringMatching(new RegExp(schema.pattern));
        const known = likelyValues.find(([pattern]) => pattern === schema.pattern)?.[1];
        return known ? fc.oneof(known, matching) : matching;
      }
      if (schema.format === 'uuid') return fc.uuid();
      if (schema.format === 'date') return fc.date({ noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10));
      if (schema.format === 'uri') return fc.webUrl();
      return fc.string({ minLength: schema.minLength ?? 0, maxLength: Math.min(schema.maxLength ?? 32, 64) });
    case 'integer': {
      const min = Math.max(schema.minimum ?? -1000, Number.MIN_SAFE_INTEGER);
      const max = Math.min(schema.maximum ?? 1000, Number.MAX_SAFE_INTEGER);
      // Small counts most of the time (passengers, limits), the whole range sometimes.
      return fc.oneof({ arbitrary: fc.integer({ min, max: Math.min(max, min + 3) }), weight: 3 }, { arbitrary: fc.integer({ min, max }), weight: 1 });
    }
    case 'number':
      return fc.double({ min: schema.minimum ?? -1e6, max: schema.maximum ?? 1e6, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'array':
      return fc.array(schema.items ? fromSchema(schema.items, document, depth + 1, hostile) : fc.anything({ maxDepth: 2 }), { maxLength: 4 });
    case 'object': {
      const properties = Object.entries(schema.properties ?? {});
      if (!properties.length) return fc.dictionary(fc.string({ maxLength: 8 }), fc.jsonValue({ maxDepth: 2 }), { maxKeys: 4 });
      const required = schema.required ?? [];
      return fc.record(
        Object.fromEntries(
          properties.map(([name, property]) => [
            name,
            hostile ? withHostile(fromSchema(property, document, depth + 1, hostile)) : fromSchema(property, document, depth + 1, hostile),
          ]),
        ),
        {
          requiredKeys: required.filter((name) => schema.properties![name]),
        },
      );
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

/** Mostly what the schema allows, sometimes something hostile in its place. */
const withHostile = (valid: fc.Arbitrary<unknown>) => fc.oneof({ arbitrary: valid, weight: 4 }, { arbitrary: hostileValue, weight: 1 });

/** A JSON body: the schema's object with hostile values, extra prototype-named keys, or hostile text. */
function jsonBody(schema: Schema | undefined, document: OpenApiDocument): fc.Arbitrary<string> {
  const valid = schema ? fromSchema(schema, document, 0, false) : fc.jsonValue({ maxDepth: 3 });
  const sprinkled = schema ? fromSchema(schema, document) : valid;
  return fc.oneof(
    // What the schema allows, so requests get past validation to the code behind it (forged headers and cookies ride along).
    { arbitrary: valid.map((value) => JSON.stringify(value) ?? 'null'), weight: 5 },
    { arbitrary: sprinkled.map((value) => JSON.stringify(value) ?? 'null'), weight: 4 },
    {
      arbitrary: fc.tuple(valid, fc.constantFrom(...prototypeNames), hostileValue).map(([value, key, bad]) => {
        const text = JSON.stringify(value) ?? '{}';
        return text.startsWith('{') && text !== '{}' ? `{${JSON.stringify(key)}:${JSON.stringify(bad) ?? 'null'},${text.slice(1)}` : text;
      }),
      weight: 2,
    },
    { arbitrary: fc.constantFrom(deepJson(10_000), `{"a":${deepJson(100)}}`, '{"s":"\\ud800"}', '{', '', 'null', '[]', '"x"'), weight: 2 },
  );
}

/** An envelope-like body for the error relay: header line and items, some broken. */
const envelopeBody = fc
  .array(
    fc.oneof(
      fc.constant('{"type":"event"}\n{"message":"hello"}'),
      fc.constant('{"type":"session"}\n{"status":"\\ud800"}'),
      jsonBody(undefined, { paths: {} }).map((text) => `{"type":"event"}\n${text}`),
    ),
    {
      minLength: 0,
      maxLength: 4,
    },
  )
  .chain((items) => fc.constantFrom('{}', '{"event_id":"x"}', '{"dsn":"__proto__"}', deepJson(200)).map((header) => [header, ...items].join('\n')));

/** Forged and hostile headers: hosts, forwarded headers, cookies named and valued by prototype names. */
const headers = fc.record(
  {
    host: fc.constantFrom(
      'localhost',
      'wa.localhost',
      'www.aviasales.ru',
      '__proto__',
      'constructor.localhost',
      '127.attacker.example',
      'attacker.local',
      'beta.example',
    ),
    'x-forwarded-host': fc.constantFrom('localhost', '__proto__', 'evil.example'),
    'x-forwarded-for': fc.constantFrom('127.0.0.1', '10.0.0.1, 1.2.3.4', '__proto__', 'not-an-ip'),
    'x-forwarded-proto': fc.constantFrom('https', 'http', '__proto__', 'gopher'),
    cookie: fc
      .array(fc.tuple(fc.constantFrom('market', 'language', 'currency', 'auid', 'flags_overrides', ...prototypeNames), hostileString), { maxLength: 4 })
      .map((pairs) => pairs.map(([name, value]) => `${name}=${encode(value)}`).join('; ')),
    origin: fc.constantFrom('http://localhost:3000', 'https://evil.example', 'null'),
  },
  { requiredKeys: ['host'] },
);

/** Pages are not in the document (one catch-all route renders them); their visit settings come from query and cookies. */
const pages: Operation = {
  method: 'GET',
  path: '/{page}',
  parameters: [{ name: 'page', in: 'path' }, ...['market', 'language', 'currency', 'marker', 'flags'].map((name) => ({ name, in: 'query' }))],
  bodyTypes: [],
};

function operationsOf(document: OpenApiDocument): Operation[] {
  return [pages, ...operationsIn(document)];
}

function operationsIn(document: OpenApiDocument): Operation[] {
  return Object.entries(document.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, operation]) => {
      const content = operation.requestBody?.content ?? {};
      const bodyTypes = Object.keys(content);
      return {
        method: method.toUpperCase(),
        path,
        parameters: operation.parameters ?? [],
        bodyTypes,
        bodySchema: bodyTypes[0] ? content[bodyTypes[0]]?.schema : undefined,
      };
    }),
  );
}

/** Requests for one operation. */
function requestsFor(operation: Operation, document: OpenApiDocument): fc.Arbitrary<FuzzRequest> {
  const value = (schema: Schema | undefined) =>
    fc.oneof(
      fromSchema(schema ?? { type: 'string' }, document).map((item) => (typeof item === 'string' ? item : (JSON.stringify(item) ?? ''))),
      hostileString,
    );
  const pathParams = operation.parameters.filter((parameter) => parameter.in === 'path');
  const queryParams = operation.parameters.filter((parameter) => parameter.in === 'query');
  const path = fc
    .tuple(...pathParams.map((parameter) => value(parameter.schema)))
    .map((values) => pathParams.reduce((url, parameter, index) => url.replace(`{${parameter.name}}`, encode(values[index]!) || '_'), operation.path));
  const query = fc
    .tuple(
      fc
        .subarray(queryParams)
        .chain((chosen) => fc.tuple(...chosen.map((parameter) => value(parameter.schema).map((item) => [parameter.name, item] as const)))),
      fc.array(fc.tuple(fc.constantFrom(...prototypeNames, 'market', 'locale', 'e', 'before', 'limit'), hostileString), { maxLength: 2 }),
    )
    .map(([named, extra]) => new URLSearchParams([...named, ...extra].map(([key, item]) => [key, item])).toString());
  const contentType = operation.bodyTypes.length ? fc.constantFrom(...operation.bodyTypes, 'application/json', 'text/plain') : fc.constant(undefined);
  const body = (type: string | undefined): fc.Arbitrary<string | undefined> => {
    if (type === undefined) return fc.constant(undefined);
    if (operation.path.endsWith('/envelope')) return envelopeBody;
    if (type === 'application/x-www-form-urlencoded')
      return fc.array(fc.tuple(hostileString, hostileString), { maxLength: 3 }).map((pairs) => new URLSearchParams(pairs).toString());
    return jsonBody(operation.bodySchema, document);
  };
  return fc
    .tuple(
      path,
      query,
      headers,
      contentType.chain((type) => body(type).map((payload) => [type, payload] as const)),
    )
    .map(([url, search, forged, [type, payload]]) => ({
      method: operation.method,
      url: search ? `${url}?${search}` : url,
      headers: { ...forged, ...(type ? { 'content-type': type } : {}) },
      ...(payload === undefined ? {} : { payload }),
    }));
}

/** `count` requests spread over every operation of the document, the same ones for the same seed. */
export function fuzzRequests(document: OpenApiDocument, count: number, seed = 14): FuzzRequest[] {
  const operations = operationsOf(document);
  const arbitrary = fc.oneof(...operations.map((operation) => requestsFor(operation, document)));
  return fc.sample(arbitrary, { numRuns: count, seed });
}
