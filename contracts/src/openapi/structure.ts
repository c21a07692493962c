// A structural check of an OpenAPI 3.1 document (no validator package: the shape we generate is
// small): version, info, paths and operations, unique operation ids, path parameters declared as
// the template names them, responses on every operation, and every `$ref` resolving in the document.
// Returns the problems found (empty = fine).
type Json = Record<string, unknown>;
const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'];

const isObject = (value: unknown): value is Json =>
  !!value && typeof value === 'object' && !Array.isArray(value);

const PARAMETER_PLACES = ['path', 'query', 'header', 'cookie'];

/** Resolves a local JSON pointer (`#/components/schemas/Member`) in `doc`, or undefined. */
export function resolvePointer(doc: unknown, ref: string): unknown {
  if (!ref.startsWith('#/')) return undefined;
  let node: unknown = doc;
  for (const raw of ref.slice(2).split('/')) {
    const key = decodeURIComponent(raw).replace(/~1/g, '/').replace(/~0/g, '~');
    if (!isObject(node) && !Array.isArray(node)) return undefined;
    node = (node as Json)[key];
    if (node === undefined) return undefined;
  }
  return node;
}

function collectRefs(value: unknown, at: string, into: Array<{ ref: string; at: string }>): void {
  if (Array.isArray(value)) value.forEach((item, i) => collectRefs(item, `${at}/${i}`, into));
  else if (isObject(value)) {
    for (const [key, item] of Object.entries(value)) {
      if (key === '$ref' && typeof item === 'string') into.push({ ref: item, at });
      else collectRefs(item, `${at}/${key}`, into);
    }
  }
}

export function checkOpenApiStructure(doc: unknown): string[] {
  const problems: string[] = [];
  if (!isObject(doc)) return ['the document is not an object'];
  if (typeof doc.openapi !== 'string' || !/^3\.1\.\d+$/.test(doc.openapi))
    problems.push('openapi must be 3.1.x');
  const info = doc.info;
  if (!isObject(info) || typeof info.title !== 'string' || typeof info.version !== 'string') {
    problems.push('info needs a title and a version');
  }
  if (!isObject(doc.paths)) return [...problems, 'paths must be an object'];
  const operationIds = new Set<string>();
  for (const [path, item] of Object.entries(doc.paths)) {
    if (!path.startsWith('/')) problems.push(`path ${path} must start with /`);
    if (!isObject(item)) {
      problems.push(`${path} is not a path item`);
      continue;
    }
    const params = [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]);
    for (const [method, op] of Object.entries(item)) {
      const where = `${method.toUpperCase()} ${path}`;
      if (!METHODS.includes(method) || !isObject(op)) {
        problems.push(`${where}: not an operation`);
        continue;
      }
      if (typeof op.operationId === 'string') {
        if (operationIds.has(op.operationId))
          problems.push(`${where}: duplicate operationId ${op.operationId}`);
        operationIds.add(op.operationId);
      }
      if (!isObject(op.responses) || Object.keys(op.responses).length === 0)
        problems.push(`${where}: no responses`);
      // every parameter in a known place, each (name, place) once (OpenAPI 3.1 §4.8.12)
      const seen = new Set<string>();
      for (const p of Array.isArray(op.parameters) ? op.parameters : []) {
        if (!isObject(p) || typeof p.name !== 'string' || !PARAMETER_PLACES.includes(p.in as string)) {
          problems.push(`${where}: a parameter needs a name and in: ${PARAMETER_PLACES.join(', ')}`);
          continue;
        }
        const key = `${p.in} ${p.name}`;
        if (seen.has(key)) problems.push(`${where}: ${p.in} parameter ${p.name} declared twice`);
        seen.add(key);
      }
      const declared = Array.isArray(op.parameters)
        ? op.parameters.filter((p) => isObject(p) && p.in === 'path').map((p) => (p as Json).name)
        : [];
      for (const name of params)
        if (!declared.includes(name)) problems.push(`${where}: path parameter ${name} not declared`);
      for (const name of declared)
        if (!params.includes(name as string))
          problems.push(`${where}: parameter ${String(name)} not in the path`);
    }
  }
  if (doc.components !== undefined && !isObject(doc.components))
    problems.push('components must be an object');
  const refs: Array<{ ref: string; at: string }> = [];
  collectRefs(doc, '#', refs);
  for (const { ref, at } of refs) {
    if (resolvePointer(doc, ref) === undefined) problems.push(`${at}: $ref ${ref} does not resolve`);
  }
  return problems;
}
