// Gives the generated endpoints a stable shape: a header saying where the file comes from, and
// formatting from the repository's own Prettier settings, so running codegen twice on the same
// API description produces a byte-identical file that passes the formatting check.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import prettier from 'prettier';

const generatedFile = fileURLToPath(new URL('../src/api/generated.ts', import.meta.url));
const header = '// Generated from docs/openapi.json by `npm run codegen -w storefront`. Do not edit by hand.\n';

const source = await readFile(generatedFile, 'utf8');
const body = source.startsWith(header) ? source.slice(header.length) : source;
// The house style, used only until the repository carries its own Prettier config.
const houseStyle = { singleQuote: true, printWidth: 100, trailingComma: 'all' };
const config = (await prettier.resolveConfig(generatedFile)) ?? houseStyle;
const formatted = await prettier.format(header + body, { ...config, filepath: generatedFile });
await writeFile(generatedFile, formatted);
