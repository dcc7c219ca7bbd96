const INSTAGRAM_HOSTS = new Set(['instagram.com', 'www.instagram.com']);
const REEL_PATH = /^\/(?:reel|reels|p)\/([A-Za-z0-9_-]{5,64})\/?$/;

/**
 * The platform id of an Instagram reel or post link (https://www.instagram.com/reel/{id}/ or
 * /p/{id}/, with or without www, trailing slash or query string); undefined for any other URL.
 */
export function instagramEmbedId(link: string): string | undefined {
  let url: URL;
  try {
    url = new URL(link.trim());
  } catch {
    return undefined;
  }
  if (url.protocol !== 'https:' || url.username || url.password || url.port) return undefined;
  if (!INSTAGRAM_HOSTS.has(url.hostname.toLowerCase())) return undefined;
  return REEL_PATH.exec(url.pathname)?.[1];
}
