// The structural OpenAPI 3.1 check the document tests rely on: it must catch what it claims to.
import { describe, expect, it } from 'vitest';
import { checkOpenApiStructure, resolvePointer } from './structure.ts';

const good = () => ({
  openapi: '3.1.0',
  info: { title: 't', version: '1' },
  paths: {
    '/api/team/{id}': {
      get: {
        operationId: 'getTeam',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        responses: {
          '2XX': {
            description: 'ok',
            content: { 'application/json': { schema: { $ref: '#/components/schemas/Team' } } },
          },
        },
      },
    },
  },
  components: { schemas: { Team: { type: 'object' } } },
});

describe('checkOpenApiStructure (the document is valid OpenAPI 3.1 structurally)', () => {
  it('accepts a well-formed document', () => {
    expect(checkOpenApiStructure(good())).toEqual([]);
  });

  it('reports a $ref that does not resolve', () => {
    const doc = good();
    doc.components.schemas = {} as typeof doc.components.schemas;
    expect(checkOpenApiStructure(doc)).toEqual([
      '#/paths//api/team/{id}/get/responses/2XX/content/application/json/schema: $ref #/components/schemas/Team does not resolve',
    ]);
  });

  it('reports a wrong version, an undeclared path parameter, a missing responses and a duplicate operationId', () => {
    const base = good();
    const item = base.paths['/api/team/{id}'];
    const doc = {
      ...base,
      openapi: '3.0.3',
      paths: {
        '/api/team/{id}': {
          get: { ...item.get, parameters: [] },
          put: { operationId: 'getTeam', parameters: [{ name: 'id', in: 'path' }] },
        },
      },
    };
    expect(checkOpenApiStructure(doc)).toEqual([
      'openapi must be 3.1.x',
      'GET /api/team/{id}: path parameter id not declared',
      'PUT /api/team/{id}: duplicate operationId getTeam',
      'PUT /api/team/{id}: no responses',
    ]);
  });

  it('reports a parameter in an unknown place and a query parameter declared twice', () => {
    const base = good();
    const item = base.paths['/api/team/{id}'];
    const query = { name: 'limit', in: 'query', schema: { type: 'integer' } };
    const doc = {
      ...base,
      paths: {
        '/api/team/{id}': {
          get: { ...item.get, parameters: [...item.get.parameters, query, query] },
          put: {
            ...item.get,
            operationId: 'putTeam',
            parameters: [...item.get.parameters, { name: 'x', in: 'body' }],
          },
        },
      },
    };
    expect(checkOpenApiStructure(doc)).toEqual([
      'GET /api/team/{id}: query parameter limit declared twice',
      'PUT /api/team/{id}: a parameter needs a name and in: path, query, header, cookie',
    ]);
  });

  it('resolves JSON pointers with escaped slashes', () => {
    expect(resolvePointer(good(), '#/paths/~1api~1team~1{id}/get/operationId')).toBe('getTeam');
    expect(resolvePointer(good(), '#/components/schemas/Nope')).toBeUndefined();
  });
});
