/** Reading the sandbox gateway's HTML pages the way a browser would submit them. */

function decodeHtml(text: string): string {
  return text.replace(/&#(\d+);/g, (_m, code: string) => String.fromCharCode(Number(code)));
}

/** The action and hidden fields of a named form on the sandbox's payment page. */
export function formOf(html: string, name: string): { action: string; fields: Record<string, string> } {
  const match = new RegExp(`<form method="post" action="([^"]+)" name="${name}">([\\s\\S]*?)</form>`).exec(html);
  if (!match) throw new Error(`No ${name} form in the page`);
  const fields: Record<string, string> = {};
  for (const input of match[2].matchAll(/<input type="hidden" name="([^"]+)" value="([^"]*)">/g)) {
    fields[decodeHtml(input[1])] = decodeHtml(input[2]);
  }
  return { action: decodeHtml(match[1]), fields };
}
