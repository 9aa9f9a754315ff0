import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import ts from 'typescript';
import { expect, test } from 'vitest';

// Issue 21: the web calls the API only through lib/api-client.ts (`apiFor` over the contracts' endpoints), so the
// paths, parameters and answers come from the route contracts. A feature that writes '/api/...' itself would slip
// past them; this finds any string or template in apps/web/src that holds '/api/', outside the client itself.
// Import paths ('@/features/x/api/y') and comments are not URLs; tests may name the URL they expect to be sent.

const src = resolve(import.meta.dirname, '../apps/web/src');
const client = join(src, 'lib/api-client.ts');

/** Each string literal or template piece in `code` that holds '/api/', with its line; module specifiers left out. */
function handBuiltApiUrls(fileName: string, code: string): string[] {
  const source = ts.createSourceFile(fileName, code, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    const isModuleSpecifier =
      (ts.isImportDeclaration(node.parent) || ts.isExportDeclaration(node.parent)) &&
      node.parent.moduleSpecifier === node;
    const isDynamicImport =
      ts.isCallExpression(node.parent) && node.parent.expression.kind === ts.SyntaxKind.ImportKeyword;
    if (
      (ts.isStringLiteral(node) ||
        ts.isNoSubstitutionTemplateLiteral(node) ||
        ts.isTemplateLiteralToken(node)) &&
      !isModuleSpecifier &&
      !isDynamicImport &&
      node.text.includes('/api/')
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${fileName}:${line + 1} ${JSON.stringify(node.text)}`);
    }
    ts.forEachChild(node, visit);
  };
  ts.forEachChild(source, visit);
  return found;
}

test('the check finds a hand-built /api/ URL, in a string or a template, and nothing in imports or comments', () => {
  const planted = [
    "import { x } from '@/features/artists/api/get-artist';",
    "const lazy = () => import('@/features/landing/api/get-featured-artists');",
    '// GET /api/artists/:handle',
    "export const a = (id: string) => fetch('/api/artists/' + id);",
    // The planted code's own templates: written with $ and braces, which is what this string is meant to hold.
    'export const b = (id: string) => fetch(`/api/studios/$' + '{id}`);',
    'export const c = (id: string) => fetch(`$' + '{location.origin}/api/inquiries/$' + '{id}/notes`);',
  ].join('\n');
  expect(handBuiltApiUrls('planted.ts', planted)).toEqual([
    'planted.ts:4 "/api/artists/"',
    'planted.ts:5 "/api/studios/"',
    'planted.ts:6 "/api/inquiries/"',
  ]);
});

test('no web file builds an /api/ URL by hand (lib/api-client.ts is the one place)', () => {
  const files = readdirSync(src, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => join(entry.parentPath, entry.name))
    .filter((file) => file !== client);
  // A wrong path would find nothing and pass.
  expect(files.length).toBeGreaterThan(200);
  const found = files.flatMap((file) => handBuiltApiUrls(relative(src, file), readFileSync(file, 'utf8')));
  expect(found).toEqual([]);
});
