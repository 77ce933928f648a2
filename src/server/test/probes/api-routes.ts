import type { FastifyInstance } from 'fastify';

/** The JSON Schema subset the OpenAPI document (zod → JSON Schema) uses. */
export type TJsonSchema = {
  type?: string;
  properties?: Record<string, TJsonSchema>;
  required?: string[];
  additionalProperties?: boolean | TJsonSchema;
  items?: TJsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: TJsonSchema[];
  oneOf?: TJsonSchema[];
  allOf?: TJsonSchema[];
  nullable?: boolean;
  format?: string;
  pattern?: string;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  minItems?: number;
  maxItems?: number;
};

type TMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export type TRouteParam = {
  name: string;
  in: 'query' | 'path' | 'header';
  required: boolean;
  schema: TJsonSchema;
};

export type TApiRoute = {
  /** `METHOD /path/{param}` as the OpenAPI document names it. */
  key: string;
  method: TMethod;
  path: string;
  params: TRouteParam[];
  body: TJsonSchema | null;
};

type TOperation = {
  parameters?: TRouteParam[];
  requestBody?: { content: Record<string, { schema: TJsonSchema }> };
};

/** Every operation of the app's own OpenAPI document (`/api/docs/json`). */
export async function readApiRoutes(app: Pick<FastifyInstance, 'inject'>): Promise<TApiRoute[]> {
  const res = await app.inject({ method: 'GET', url: '/api/docs/json' });
  if (res.statusCode !== 200) throw new Error(`OpenAPI document: ${res.statusCode}`);
  const doc = res.json<{ paths: Record<string, Record<string, TOperation>> }>();
  return Object.entries(doc.paths).flatMap(([path, operations]) =>
    Object.entries(operations).map(([verb, op]) => {
      const method = verb.toUpperCase() as TMethod;
      return {
        key: `${method} ${path}`,
        method,
        path,
        params: op.parameters ?? [],
        body: op.requestBody?.content['application/json']?.schema ?? null,
      };
    }),
  );
}

/** The route's path with its `{param}`s filled in (each value URL-encoded unless `raw`). */
export function fillPath(
  path: string,
  values: Record<string, string>,
  opts: { raw?: boolean } = {},
): string {
  return path.replace(/\{(\w+)\}/g, (_, name: string) => {
    const value = values[name] ?? '';
    return opts.raw ? value : encodeURIComponent(value);
  });
}
