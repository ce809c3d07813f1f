import { type Plugin, parseAst } from 'vite';

/*
 * An operation of the contract's table carries its Japanese summary and description for the
 * OpenAPI document (issue 26). The console needs its method, path and schemas, never that prose:
 * kept, it was about 8 kB gzip of Japanese text on a salon screen's first load. This drops the two
 * properties from every `operation({...})` of the contract's operation files in the console build.
 */

/** The contract's operation files: `<feature>/operations.ts`, `*-operations.ts`, `operations/*.ts`. */
const OPERATION_FILE = /[\\/]packages[\\/]contract[\\/]src[\\/].*operations.*\.ts$/;
const DOC_KEYS = new Set(['summary', 'description']);

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

function children(node: Node): Node[] {
  const found: Node[] = [];
  for (const value of Object.values(node)) {
    if (Array.isArray(value)) found.push(...value.filter(isNode));
    else if (isNode(value)) found.push(value);
  }
  return found;
}

/** The ranges of `summary` and `description` properties (with their comma) of `operation({...})` calls. */
function docRanges(program: Node, code: string): [number, number][] {
  const ranges: [number, number][] = [];
  const visit = (node: Node) => {
    const callee = node.callee as Node | undefined;
    const [argument] = (node.arguments as Node[] | undefined) ?? [];
    if (
      node.type === 'CallExpression' &&
      callee?.type === 'Identifier' &&
      callee.name === 'operation' &&
      argument?.type === 'ObjectExpression'
    ) {
      for (const property of argument.properties as Node[]) {
        const key = property.key as Node | undefined;
        if (property.type !== 'Property' || key?.type !== 'Identifier' || !DOC_KEYS.has(String(key.name)))
          continue;
        const comma = /^\s*,/.exec(code.slice(property.end));
        ranges.push([property.start, property.end + (comma ? comma[0].length : 0)]);
      }
    }
    for (const child of children(node)) visit(child);
  };
  visit(program);
  return ranges;
}

/** The code without the operations' prose; removed text becomes blank lines, so lines stay where they were. */
export function dropOperationDocs(code: string): string {
  const ranges = docRanges(parseAst(code) as unknown as Node, code);
  let out = code;
  for (const [start, end] of ranges.sort((a, b) => b[0] - a[0])) {
    out = out.slice(0, start) + out.slice(start, end).replace(/[^\n]/g, '') + out.slice(end);
  }
  return out;
}

export function dropOperationDocsVite(): Plugin {
  return {
    name: 'console:drop-operation-docs',
    apply: 'build',
    // After TypeScript is stripped, so the code parses as JavaScript.
    enforce: 'post',
    transform(code, id) {
      if (!OPERATION_FILE.test(id)) return null;
      return { code: dropOperationDocs(code), map: null };
    },
  };
}
