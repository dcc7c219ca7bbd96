import { inflateSync } from 'node:zlib';

/**
 * The text drawn on a PDF's pages, read from its content streams: enough of PDF to check what
 * our own invoices print, with no PDF reader installed. Fonts are embedded as CID subsets, so
 * each text operand is a run of 2-byte glyph ids, turned back into text with the ToUnicode
 * map of the font selected by the preceding `Tf`. Shared by the backend's invoice tests and the
 * browser journeys, which read the invoice a shopper downloads.
 */
export function pdfText(pdf) {
  const raw = pdf.toString('latin1');
  /** @type {Map<number, { dict: string, stream: string | null }>} */
  const objects = new Map();
  for (const match of raw.matchAll(/(\d+) 0 obj\s*([\s\S]*?)endobj/g)) {
    const body = match[2];
    const streamAt = body.indexOf('stream');
    if (streamAt < 0) {
      objects.set(Number(match[1]), { dict: body, stream: null });
      continue;
    }
    const dict = body.slice(0, streamAt);
    // The stream's bytes are as many as its /Length says: compressed data may itself end in a
    // line break, so trimming the one before `endstream` would sometimes cut the data short.
    const dataAt = streamAt + 'stream'.length + (body.startsWith('\r\n', streamAt + 'stream'.length) ? 2 : 1);
    const length = Number(/\/Length (\d+)/.exec(dict)?.[1]);
    const bytes = Buffer.from(body.slice(dataAt, dataAt + length), 'latin1');
    objects.set(Number(match[1]), {
      dict,
      stream: (/\/FlateDecode/.test(dict) ? inflateSync(bytes) : bytes).toString('latin1'),
    });
  }
  const ref = (text, key) => Number(new RegExp(`/${key} (\\d+) 0 R`).exec(text)?.[1]);

  // Font object number -> glyph id -> text.
  const cmaps = new Map();
  for (const [id, object] of objects) {
    if (!/\/Type\s*\/Font/.test(object.dict) || !/\/ToUnicode/.test(object.dict)) continue;
    const cmap = objects.get(ref(object.dict, 'ToUnicode'))?.stream ?? '';
    const map = new Map();
    // A glyph drawn for several code points (a space and a no-break space share one) has a
    // target like <0020 00a0>: the whitespace inside the brackets is not part of the hex.
    const utf16 = (hex) => Buffer.from(hex.replace(/\s/g, ''), 'hex').swap16().toString('utf16le');
    for (const range of cmap.matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>\s*\[([^\]]*)\]/g)) {
      const targets = [...range[3].matchAll(/<([0-9a-fA-F\s]+)>/g)].map((t) => utf16(t[1]));
      targets.forEach((text, i) => map.set(parseInt(range[1], 16) + i, text));
    }
    for (const block of cmap.matchAll(/beginbfchar([\s\S]*?)endbfchar/g)) {
      for (const pair of block[1].matchAll(/<([0-9a-fA-F]+)>\s*<([0-9a-fA-F]+)>/g)) {
        map.set(parseInt(pair[1], 16), utf16(pair[2]));
      }
    }
    cmaps.set(id, map);
  }

  const lines = [];
  for (const page of objects.values()) {
    if (!/\/Type\s*\/Page\b/.test(page.dict)) continue;
    const resources = /\/Resources (\d+) 0 R/.exec(page.dict);
    const resourceDict = resources ? (objects.get(Number(resources[1]))?.dict ?? '') : page.dict;
    const fontDict = /\/Font\s*<<([\s\S]*?)>>/.exec(resourceDict)?.[1] ?? '';
    const fonts = new Map([...fontDict.matchAll(/\/(\w+) (\d+) 0 R/g)].map((f) => [f[1], Number(f[2])]));
    const contents = objects.get(ref(page.dict, 'Contents'))?.stream ?? '';
    let cmap = new Map();
    for (const op of contents.matchAll(/\/(\w+) [\d.]+ Tf|\[([^\]]*)\] TJ|<([0-9a-fA-F]*)> Tj/g)) {
      if (op[1]) {
        cmap = cmaps.get(fonts.get(op[1]) ?? -1) ?? new Map();
        continue;
      }
      const hex = op[2] ? [...op[2].matchAll(/<([0-9a-fA-F]*)>/g)].map((h) => h[1]).join('') : op[3];
      let text = '';
      for (let i = 0; i + 4 <= hex.length; i += 4) text += cmap.get(parseInt(hex.slice(i, i + 4), 16)) ?? '?';
      lines.push(text);
    }
  }
  return lines.join('\n');
}
