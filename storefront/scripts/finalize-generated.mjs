// Gives the generated endpoints (the shop's file and the admin's) a stable shape: a header saying
// where the file comes from, the API's schemas taken from @decor-shop/client (one generated source of truth for their shapes:
// the RTK Query codegen's own copy of each `components.schemas` type becomes an alias of the
// client's), and formatting from the repository's own Prettier settings, so running codegen
// twice on the same API description produces a byte-identical file that passes the formatting check.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';
import ts from 'typescript';

const generatedFiles = ['../src/api/generated.ts', '../src/api/adminGenerated.ts'].map((file) =>
  fileURLToPath(new URL(file, import.meta.url)),
);
const documentFile = fileURLToPath(new URL('../../docs/openapi.json', import.meta.url));
const header = '// Generated from docs/openapi.json by `npm run codegen -w storefront`. Do not edit by hand.\n';
const clientImport = "import type { Schema } from '@decor-shop/client';\n";

const schemas = new Set(Object.keys(JSON.parse(await readFile(documentFile, 'utf8')).components.schemas));

/** Each `export type <Schema> = {...}` of a named schema, replaced by the client's type of it. */
function aliasSchemas(generatedFile, text) {
  const file = ts.createSourceFile(generatedFile, text, ts.ScriptTarget.Latest, false, ts.ScriptKind.TS);
  const aliases = file.statements.filter((node) => ts.isTypeAliasDeclaration(node) && schemas.has(node.name.text));
  let out = text;
  for (const node of aliases.reverse()) {
    const name = node.name.text;
    out = `${out.slice(0, node.getStart(file))}export type ${name} = Schema<'${name}'>;${out.slice(node.end)}`;
  }
  return out;
}

for (const generatedFile of generatedFiles) {
  const source = await readFile(generatedFile, 'utf8');
  let body = source.startsWith(header) ? source.slice(header.length) : source;
  if (!body.includes(clientImport)) body = clientImport + body;
  body = aliasSchemas(generatedFile, body);
  // The house style, used only until the repository carries its own Prettier config.
  const houseStyle = { singleQuote: true, printWidth: 100, trailingComma: 'all' };
  const config = (await prettier.resolveConfig(generatedFile)) ?? houseStyle;
  const formatted = await prettier.format(header + body, { ...config, filepath: generatedFile });
  await writeFile(generatedFile, formatted);
}
