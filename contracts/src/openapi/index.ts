// The call registry, the OpenAPI document built from it and the pact coverage matcher.
export * from './types.ts';
export * from './callRegistry.ts';
export * from './pathTemplate.ts';
export * from './pactCoverage.ts';
export * from './openapiDocument.ts';
export * from './structure.ts';
export * from './messages.ts';
export * from './coverageGate.ts';
export * from './access/index.ts';
