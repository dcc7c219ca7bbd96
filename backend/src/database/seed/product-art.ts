/**
 * Deterministic, dependency-free product artwork for the demo catalogue.
 *
 * Every product gets a stylised "studio photo": the object drawn with simple
 * geometry, gradients and soft shadows on a backdrop derived from its palette.
 * The same product and variant always produce the same SVG, so re-seeding is
 * stable. Variants 1..3 change the backdrop, framing and props so the product
 * page has a few different looking thumbnails.
 */
import sharp from 'sharp';
import type { DemoProduct, Motif } from './catalogue';

/** `frame`: the colour of a picture frame (framed art), when not the one the palette gives. */
export type ArtInput = Pick<DemoProduct, 'name' | 'palette' | 'motif'> & { frame?: string };

export const PRODUCT_IMAGE_SIZE = 800;
export const BANNER_WIDTH = 1600;
export const BANNER_HEIGHT = 600;

// ---------------------------------------------------------------------------
// Colour helpers
// ---------------------------------------------------------------------------

type Rgb = [number, number, number];

function parseHex(hex: string): Rgb {
  let h = (hex || '').trim().replace(/^#/, '');
  if (h.length === 3) h = h.replace(/./g, (c) => c + c);
  if (!/^[0-9a-fA-F]{6}$/.test(h)) return [190, 170, 140];
  const n = parseInt(h, 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: Rgb): string {
  return (
    '#' +
    [r, g, b]
      .map((v) =>
        Math.round(Math.max(0, Math.min(255, v)))
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  );
}

function mix(a: string, b: string, t: number): string {
  const x = parseHex(a);
  const y = parseHex(b);
  return toHex([x[0] + (y[0] - x[0]) * t, x[1] + (y[1] - x[1]) * t, x[2] + (y[2] - x[2]) * t]);
}

const lighten = (c: string, t: number): string => mix(c, '#ffffff', t);
const darken = (c: string, t: number): string => mix(c, '#1c1712', t);

function luminance(c: string): number {
  const [r, g, b] = parseHex(c);
  return (0.2126 * r + 0.7152 * g + 0.0722 * b) / 255;
}

// ---------------------------------------------------------------------------
// Deterministic randomness
// ---------------------------------------------------------------------------

function hashString(s: string): number {
  let h = 2166136261;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return h >>> 0;
}

function rngFrom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

// ---------------------------------------------------------------------------
// SVG helpers
// ---------------------------------------------------------------------------

const f = (n: number): string => String(Math.round(n * 10) / 10);

function escapeXml(s: string): string {
  return s.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c]!);
}

type Stop = [offset: number, color: string, opacity?: number];

function stopsXml(stops: Stop[]): string {
  return stops
    .map(
      ([o, c, a]) =>
        `<stop offset="${f(o * 100)}%" stop-color="${c}"${a === undefined ? '' : ` stop-opacity="${a}"`}/>`,
    )
    .join('');
}

interface Ctx {
  main: string;
  accent: string;
  tint: string;
  frame?: string;
  name: string;
  variant: number;
  rng: () => number;
  defs: string[];
  uid: string;
  counter: number;
}

function newId(c: Ctx, base: string): string {
  c.counter += 1;
  return `${c.uid}${base}${c.counter}`;
}

function linear(c: Ctx, stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
  const id = newId(c, 'lg');
  c.defs.push(
    `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${stopsXml(stops)}</linearGradient>`,
  );
  return `url(#${id})`;
}

function radial(c: Ctx, stops: Stop[], cx = 0.5, cy = 0.5, r = 0.5, fx = cx, fy = cy): string {
  const id = newId(c, 'rg');
  c.defs.push(
    `<radialGradient id="${id}" cx="${cx}" cy="${cy}" r="${r}" fx="${fx}" fy="${fy}">${stopsXml(stops)}</radialGradient>`,
  );
  return `url(#${id})`;
}

function clip(c: Ctx, shape: string): string {
  const id = newId(c, 'cp');
  c.defs.push(`<clipPath id="${id}">${shape}</clipPath>`);
  return `url(#${id})`;
}

/** Horizontal shine for turned / cylindrical metal and glazed objects. */
function metalH(c: Ctx, base: string): string {
  return linear(
    c,
    [
      [0, darken(base, 0.42)],
      [0.22, lighten(base, 0.18)],
      [0.36, lighten(base, 0.45)],
      [0.55, base],
      [0.85, darken(base, 0.3)],
      [1, darken(base, 0.5)],
    ],
    0,
    0,
    1,
    0,
  );
}

/** Diagonal sheen for flat metal and painted surfaces. */
function sheen(c: Ctx, base: string, amount = 0.3): string {
  return linear(
    c,
    [
      [0, lighten(base, amount)],
      [0.45, base],
      [1, darken(base, amount)],
    ],
    0,
    0,
    1,
    1,
  );
}

function woodV(c: Ctx, base: string): string {
  return linear(c, [
    [0, lighten(base, 0.12)],
    [1, darken(base, 0.18)],
  ]);
}

const SHADOW = 'DS';
const BLUR = 'BL';
const BLUR_SOFT = 'BS';
const GLOW = 'GL';

function groundShadow(cx: number, cy: number, rx: number, ry: number, opacity = 0.32): string {
  return `<ellipse cx="${f(cx)}" cy="${f(cy)}" rx="${f(rx)}" ry="${f(ry)}" fill="#1c140c" opacity="${opacity}" filter="url(#${BLUR})"/>`;
}

function pick<T>(c: Ctx, items: readonly T[]): T {
  return items[Math.floor(c.rng() * items.length) % items.length]!;
}

function has(c: Ctx, re: RegExp): boolean {
  return re.test(c.name);
}

function polygon(points: [number, number][]): string {
  return points.map(([x, y]) => `${f(x)},${f(y)}`).join(' ');
}

function glassFill(c: Ctx): string {
  const cool = mix('#dfe8ec', c.tint, 0.25);
  return linear(
    c,
    [
      [0, lighten(cool, 0.55)],
      [0.45, mix(cool, '#9fb2bc', 0.45)],
      [0.7, mix(cool, '#c9d6dc', 0.3)],
      [1, mix(cool, '#8b9ea8', 0.6)],
    ],
    0,
    0,
    1,
    1,
  );
}

/** Reflection of the room inside a mirror: a window patch and two light streaks. */
function mirrorReflection(c: Ctx, clipUrl: string, cx: number, cy: number, w: number, h: number): string {
  const wallTone = mix(c.tint, '#ffffff', 0.3);
  return `<g clip-path="${clipUrl}">
    <rect x="${f(cx - w)}" y="${f(cy + h * 0.35)}" width="${f(w * 2)}" height="${f(h)}" fill="${mix(wallTone, c.main, 0.15)}" opacity="0.35"/>
    <rect x="${f(cx + w * 0.15)}" y="${f(cy - h * 0.75)}" width="${f(w * 0.45)}" height="${f(h * 0.75)}" fill="#ffffff" opacity="0.22"/>
    <polygon points="${polygon([
      [cx - w * 0.9, cy + h * 0.2],
      [cx - w * 0.35, cy - h * 1.1],
      [cx - w * 0.12, cy - h * 1.1],
      [cx - w * 0.67, cy + h * 0.2],
    ])}" fill="#ffffff" opacity="0.42"/>
    <polygon points="${polygon([
      [cx - w * 0.5, cy + h * 0.6],
      [cx + w * 0.1, cy - h * 1.0],
      [cx + w * 0.18, cy - h * 1.0],
      [cx - w * 0.42, cy + h * 0.6],
    ])}" fill="#ffffff" opacity="0.28"/>
  </g>`;
}

// ---------------------------------------------------------------------------
// Motifs. Wall pieces centre around (400, 390); floor pieces stand on
// y = 660; table-top pieces sit on y = 670.
// ---------------------------------------------------------------------------

type Placement = 'wall' | 'floor' | 'surface';

interface MotifSpec {
  placement: Placement;
  draw: (c: Ctx) => string;
}

const FLOOR_Y = 660;
const SURFACE_Y = 670;

function roundMirror(c: Ctx): string {
  const cx = 400;
  const cy = 400;
  const R = 230 + Math.floor(c.rng() * 20);
  const jute = has(c, /jute|rope/i);
  const cane = has(c, /cane|rattan/i);
  const r = jute ? R - 70 : cane ? R - 62 : R - 48;
  const style = jute ? 'rope' : cane ? 'weave' : pick(c, ['beaded', 'plain', 'scallop'] as const);
  const parts: string[] = [];
  // hanging strap
  if (jute || c.rng() < 0.5) {
    parts.push(
      `<path d="M${cx - 60},${cy - R + 30} L${cx},${cy - R - 110} L${cx + 60},${cy - R + 30}" fill="none" stroke="${darken(c.main, 0.15)}" stroke-width="10" stroke-linecap="round"/>`,
      `<circle cx="${cx}" cy="${cy - R - 112}" r="9" fill="${darken(c.accent, 0.2)}"/>`,
    );
  } else {
    parts.push(`<circle cx="${cx}" cy="${cy - R - 40}" r="7" fill="${darken(c.tint, 0.4)}"/>`);
  }
  if (style === 'scallop') {
    const n = 28;
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2;
      parts.push(
        `<circle cx="${f(cx + Math.cos(a) * (R - 6))}" cy="${f(cy + Math.sin(a) * (R - 6))}" r="24" fill="${darken(c.main, 0.08)}"/>`,
      );
    }
  }
  parts.push(
    `<circle cx="${cx}" cy="${cy}" r="${R}" fill="${radial(c, [
      [0.7, darken(c.main, 0.2)],
      [0.86, lighten(c.main, 0.25)],
      [1, darken(c.main, 0.3)],
    ])}"/>`,
  );
  if (style === 'rope' || style === 'weave') {
    const rings = style === 'rope' ? 6 : 4;
    for (let i = 0; i < rings; i++) {
      const rr = r + 8 + ((R - r - 10) * (i + 0.5)) / rings;
      parts.push(
        `<circle cx="${cx}" cy="${cy}" r="${f(rr)}" fill="none" stroke="${i % 2 ? darken(c.main, 0.2) : lighten(c.main, 0.15)}" stroke-width="${f((R - r) / rings - 1)}" stroke-dasharray="${style === 'rope' ? '10 5' : '14 8'}" opacity="0.9"/>`,
      );
    }
  } else if (style === 'beaded') {
    const n = 44;
    const rr = (R + r) / 2 + 4;
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2;
      const x = cx + Math.cos(a) * rr;
      const y = cy + Math.sin(a) * rr;
      parts.push(
        `<circle cx="${f(x)}" cy="${f(y)}" r="8" fill="${darken(c.main, 0.25)}"/><circle cx="${f(x - 2)}" cy="${f(y - 2)}" r="3.5" fill="${lighten(c.main, 0.55)}"/>`,
      );
    }
  } else {
    parts.push(
      `<circle cx="${cx}" cy="${cy}" r="${R - 12}" fill="none" stroke="${lighten(c.main, 0.4)}" stroke-width="3" opacity="0.7"/>`,
    );
  }
  parts.push(`<circle cx="${cx}" cy="${cy}" r="${r + 8}" fill="${darken(c.main, 0.38)}"/>`);
  const cp = clip(c, `<circle cx="${cx}" cy="${cy}" r="${r}"/>`);
  parts.push(`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${glassFill(c)}"/>`);
  parts.push(mirrorReflection(c, cp, cx, cy, r, r));
  parts.push(
    `<circle cx="${cx}" cy="${cy}" r="${r - 2}" fill="none" stroke="#ffffff" stroke-width="3" opacity="0.5"/>`,
  );
  return `<g filter="url(#${SHADOW})">${parts.join('')}</g>`;
}

function archPath(x: number, y: number, w: number, h: number): string {
  const r = w / 2;
  return `M${f(x)},${f(y + h)} L${f(x)},${f(y + r)} A${f(r)},${f(r)} 0 0 1 ${f(x + w)},${f(y + r)} L${f(x + w)},${f(y + h)} Z`;
}

function archMirror(c: Ctx): string {
  const w = 330;
  const h = 560;
  const x = 400 - w / 2;
  const y = 110;
  const t = 34;
  const parts: string[] = [];
  parts.push(`<path d="${archPath(x, y, w, h)}" fill="${sheen(c, c.main, 0.22)}"/>`);
  // carved bead line on the frame
  parts.push(
    `<path d="${archPath(x + t / 2, y + t / 2, w - t, h - t)}" fill="none" stroke="${darken(c.main, 0.3)}" stroke-width="6" stroke-dasharray="2 10" stroke-linecap="round"/>`,
  );
  parts.push(
    `<path d="${archPath(x + 5, y + 5, w - 10, h - 10)}" fill="none" stroke="${lighten(c.main, 0.35)}" stroke-width="2" opacity="0.7"/>`,
  );
  parts.push(
    `<path d="${archPath(x + t - 6, y + t - 6, w - 2 * t + 12, h - 2 * t + 12)}" fill="${darken(c.main, 0.4)}"/>`,
  );
  const glass = archPath(x + t, y + t, w - 2 * t, h - 2 * t);
  const cp = clip(c, `<path d="${glass}"/>`);
  parts.push(`<path d="${glass}" fill="${glassFill(c)}"/>`);
  parts.push(mirrorReflection(c, cp, 400, y + h / 2, w / 2, h / 2));
  // keystone ornament
  parts.push(
    `<circle cx="400" cy="${y + 16}" r="12" fill="${c.accent}" stroke="${darken(c.accent, 0.3)}" stroke-width="3"/>`,
  );
  return `<g filter="url(#${SHADOW})">${parts.join('')}</g>`;
}

function sunburst(c: Ctx): string {
  const cx = 400;
  const cy = 400;
  const mosaic = has(c, /mosaic/i);
  const n = mosaic ? 24 : 28 + 4 * Math.floor(c.rng() * 3);
  const inner = 128;
  const parts: string[] = [];
  const rayFill = metalH(c, c.main);
  for (let i = 0; i < n; i++) {
    const a = (i / n) * 360;
    const long = i % 2 === 0;
    const len = long ? 300 : 240;
    const wBase = mosaic ? 24 : 9;
    const g = `<g transform="rotate(${f(a)} ${cx} ${cy})">`;
    if (mosaic) {
      parts.push(
        `${g}<path d="M${cx - wBase},${cy - inner - 10} Q${cx},${cy - len - 30} ${cx + wBase},${cy - inner - 10} Z" fill="${glassFill(c)}" stroke="${darken(c.main, 0.35)}" stroke-width="3"/>` +
          `<path d="M${cx - 4},${cy - inner - 20} L${cx},${cy - len + 30}" stroke="#ffffff" stroke-width="3" opacity="0.5"/></g>`,
      );
    } else {
      parts.push(
        `${g}<polygon points="${polygon([
          [cx - wBase, cy - inner],
          [cx - 2, cy - len],
          [cx + 2, cy - len],
          [cx + wBase, cy - inner],
        ])}" fill="${rayFill}"/>` +
          (long
            ? `<circle cx="${cx}" cy="${cy - len - 8}" r="11" fill="${radial(
                c,
                [
                  [0, lighten(c.main, 0.5)],
                  [1, darken(c.main, 0.3)],
                ],
                0.4,
                0.35,
                0.7,
              )}"/>`
            : '') +
          `</g>`,
      );
    }
  }
  parts.push(
    `<circle cx="${cx}" cy="${cy}" r="${inner + 22}" fill="${radial(c, [
      [0.75, darken(c.main, 0.25)],
      [0.9, lighten(c.main, 0.35)],
      [1, darken(c.main, 0.35)],
    ])}"/>`,
  );
  parts.push(`<circle cx="${cx}" cy="${cy}" r="${inner + 4}" fill="${darken(c.main, 0.45)}"/>`);
  const cp = clip(c, `<circle cx="${cx}" cy="${cy}" r="${inner}"/>`);
  parts.push(`<circle cx="${cx}" cy="${cy}" r="${inner}" fill="${glassFill(c)}"/>`);
  parts.push(mirrorReflection(c, cp, cx, cy, inner, inner));
  return `<g filter="url(#${SHADOW})">${parts.join('')}</g>`;
}

function rectMirror(c: Ctx): string {
  const tall = has(c, /floor|full/i);
  const w = tall ? 290 : 380;
  const h = tall ? 640 : 520;
  const x = 400 - w / 2;
  const y = tall ? 70 : 130;
  const t = tall ? 40 : 58;
  const inlay = has(c, /inlay/i);
  const parts: string[] = [];
  parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="6" fill="${sheen(c, c.main, 0.2)}"/>`);
  if (inlay) {
    const cp = clip(
      c,
      `<path fill-rule="evenodd" d="M${x},${y} h${w} v${h} h-${w} Z M${x + t},${y + t} v${h - 2 * t} h${w - 2 * t} v-${h - 2 * t} Z"/>`,
    );
    const motifs: string[] = [];
    const step = 26;
    for (let yy = y + 6; yy < y + h; yy += step) {
      for (let xx = x + 6; xx < x + w; xx += step) {
        const px = xx + step / 2 - 6;
        const py = yy + step / 2 - 6;
        motifs.push(
          `<path d="M${f(px)},${f(py - 9)} Q${f(px + 5)},${f(py)} ${f(px)},${f(py + 9)} Q${f(px - 5)},${f(py)} ${f(px)},${f(py - 9)} Z M${f(px - 9)},${f(py)} Q${f(px)},${f(py + 5)} ${f(px + 9)},${f(py)} Q${f(px)},${f(py - 5)} ${f(px - 9)},${f(py)} Z" fill="${c.accent}"/>`,
        );
      }
    }
    parts.push(`<g clip-path="${cp}" opacity="0.92">${motifs.join('')}</g>`);
  } else {
    // carved grooves
    for (const inset of [8, t - 12]) {
      parts.push(
        `<rect x="${x + inset}" y="${y + inset}" width="${w - 2 * inset}" height="${h - 2 * inset}" fill="none" stroke="${darken(c.main, 0.3)}" stroke-width="3"/>`,
      );
      parts.push(
        `<rect x="${x + inset + 2}" y="${y + inset + 2}" width="${w - 2 * inset - 4}" height="${h - 2 * inset - 4}" fill="none" stroke="${lighten(c.main, 0.3)}" stroke-width="1.5" opacity="0.7"/>`,
      );
    }
    for (const [cx, cy] of [
      [x + t / 2, y + t / 2],
      [x + w - t / 2, y + t / 2],
      [x + t / 2, y + h - t / 2],
      [x + w - t / 2, y + h - t / 2],
    ] as [number, number][]) {
      parts.push(
        `<circle cx="${cx}" cy="${cy}" r="${t / 4}" fill="${c.accent}" stroke="${darken(c.main, 0.3)}" stroke-width="2"/>`,
      );
    }
  }
  parts.push(
    `<rect x="${x + t - 6}" y="${y + t - 6}" width="${w - 2 * t + 12}" height="${h - 2 * t + 12}" fill="${darken(c.main, 0.45)}"/>`,
  );
  const gx = x + t;
  const gy = y + t;
  const gw = w - 2 * t;
  const gh = h - 2 * t;
  const cp = clip(c, `<rect x="${gx}" y="${gy}" width="${gw}" height="${gh}"/>`);
  parts.push(`<rect x="${gx}" y="${gy}" width="${gw}" height="${gh}" fill="${glassFill(c)}"/>`);
  parts.push(mirrorReflection(c, cp, 400, gy + gh / 2, gw / 2, gh / 2));
  return `<g filter="url(#${SHADOW})">${parts.join('')}</g>`;
}

function dryStems(c: Ctx, cx: number, topY: number, spread: number): string {
  const parts: string[] = [];
  const plume = mix('#eadcc2', c.tint, 0.25);
  const count = 5;
  for (let i = 0; i < count; i++) {
    const t = i / (count - 1) - 0.5;
    const ex = cx + t * spread * 2.4 + (c.rng() - 0.5) * 30;
    const ey = Math.max(110, topY - 120 - Math.cos(t * 2) * 60 - c.rng() * 30);
    const angle = (Math.atan2(ey - topY, ex - cx) * 180) / Math.PI + 90;
    parts.push(
      `<path d="M${f(cx + t * 20)},${f(topY + 30)} Q${f(cx + t * spread)},${f(topY - 80)} ${f(ex)},${f(ey)}" fill="none" stroke="${darken(plume, 0.35)}" stroke-width="3"/>`,
    );
    parts.push(
      `<ellipse cx="${f(ex)}" cy="${f(ey - 40)}" rx="20" ry="62" transform="rotate(${f(angle)} ${f(ex)} ${f(ey)})" fill="${plume}" opacity="0.95"/>`,
    );
    parts.push(
      `<ellipse cx="${f(ex)}" cy="${f(ey - 44)}" rx="9" ry="48" transform="rotate(${f(angle)} ${f(ex)} ${f(ey)})" fill="${lighten(plume, 0.5)}" opacity="0.7"/>`,
    );
  }
  return parts.join('');
}

function vase(c: Ctx): string {
  const cx = 400;
  const base = SURFACE_Y;
  const tall = has(c, /tall/i) || c.rng() < 0.3;
  const top = tall ? 250 : 320;
  const lip = 44 + c.rng() * 14;
  const neck = 34 + c.rng() * 10;
  const belly = tall ? 105 : 128 + c.rng() * 20;
  const foot = 58;
  const neckY = top + (tall ? 80 : 60);
  const bellyY = tall ? 520 : 535;
  const side = (s: number): string =>
    `C${f(cx + s * lip)},${f(top + 22)} ${f(cx + s * neck)},${f(neckY - 34)} ${f(cx + s * neck)},${f(neckY)} ` +
    `C${f(cx + s * neck)},${f(neckY + 44)} ${f(cx + s * belly)},${f(bellyY - 110)} ${f(cx + s * belly)},${f(bellyY)} ` +
    `C${f(cx + s * belly)},${f(bellyY + 80)} ${f(cx + s * (foot + 26))},${f(base - 20)} ${f(cx + s * foot)},${f(base)}`;
  const leftDown = `M${f(cx - lip)},${f(top)} ${side(-1)}`;
  const rightUp =
    `C${f(cx + foot + 26)},${f(base - 20)} ${f(cx + belly)},${f(bellyY + 80)} ${f(cx + belly)},${f(bellyY)} ` +
    `C${f(cx + belly)},${f(bellyY - 110)} ${f(cx + neck)},${f(neckY + 44)} ${f(cx + neck)},${f(neckY)} ` +
    `C${f(cx + neck)},${f(neckY - 34)} ${f(cx + lip)},${f(top + 22)} ${f(cx + lip)},${f(top)} Z`;
  const d = `${leftDown} L${f(cx + foot)},${f(base)} ${rightUp}`;
  const cp = clip(c, `<path d="${d}"/>`);
  const parts: string[] = [];
  parts.push(groundShadow(cx + 20, base, belly + 30, 16));
  if (has(c, /tall|terracotta|pampas/i) || c.rng() < 0.3) parts.push(dryStems(c, cx, top, 70));
  parts.push(`<path d="${d}" fill="${c.main}"/>`);
  // surface decoration
  const deco: string[] = [];
  const style = has(c, /blue pottery/i)
    ? 'floral'
    : has(c, /bidri|inlay/i)
      ? 'vine'
      : pick(c, ['bands', 'dots'] as const);
  if (style === 'floral') {
    for (let row = 0; row < 2; row++) {
      const y = bellyY - 50 + row * 90;
      for (let i = -3; i <= 3; i++) {
        const x = cx + i * 62 + (row % 2) * 31;
        for (let p = 0; p < 6; p++) {
          deco.push(
            `<ellipse cx="${f(x)}" cy="${f(y - 16)}" rx="8" ry="17" transform="rotate(${p * 60} ${f(x)} ${f(y)})" fill="${c.accent}"/>`,
          );
        }
        deco.push(`<circle cx="${f(x)}" cy="${f(y)}" r="7" fill="${mix(c.accent, '#3ab0c0', 0.5)}"/>`);
      }
    }
    deco.push(
      `<rect x="${cx - 200}" y="${neckY + 20}" width="400" height="8" fill="${c.accent}"/><rect x="${cx - 200}" y="${base - 40}" width="400" height="10" fill="${c.accent}"/>`,
    );
  } else if (style === 'vine') {
    for (let k = 0; k < 3; k++) {
      const y0 = bellyY - 90 + k * 70;
      deco.push(
        `<path d="M${cx - 200},${y0} q50,-40 100,0 t100,0 t100,0 t100,0" fill="none" stroke="${c.accent}" stroke-width="3"/>`,
      );
      for (let i = -3; i <= 3; i++) {
        deco.push(
          `<ellipse cx="${cx + i * 50 + 25}" cy="${y0 - 14}" rx="6" ry="12" fill="${c.accent}" transform="rotate(30 ${cx + i * 50 + 25} ${y0 - 14})"/>`,
        );
      }
    }
  } else if (style === 'bands') {
    const light = luminance(c.main) > 0.6 ? c.accent : mix(c.accent, '#ffffff', 0.2);
    deco.push(`<rect x="${cx - 200}" y="${neckY + 40}" width="400" height="12" fill="${light}" opacity="0.9"/>`);
    deco.push(`<rect x="${cx - 200}" y="${neckY + 60}" width="400" height="4" fill="${light}" opacity="0.9"/>`);
    for (let i = -8; i <= 8; i++) {
      deco.push(
        `<path d="M${cx + i * 24},${bellyY - 20} l12,24 l12,-24" fill="none" stroke="${light}" stroke-width="3" opacity="0.85"/>`,
      );
    }
    deco.push(`<rect x="${cx - 200}" y="${bellyY + 22}" width="400" height="6" fill="${light}" opacity="0.9"/>`);
  } else {
    for (let row = 0; row < 6; row++) {
      for (let i = -6; i <= 6; i++) {
        deco.push(
          `<circle cx="${cx + i * 30 + (row % 2) * 15}" cy="${bellyY - 80 + row * 30}" r="5" fill="${c.accent}" opacity="0.85"/>`,
        );
      }
    }
  }
  parts.push(`<g clip-path="${cp}">${deco.join('')}</g>`);
  // volume shading
  parts.push(
    `<path d="${d}" fill="${linear(
      c,
      [
        [0, '#000000', 0.45],
        [0.25, '#ffffff', 0.25],
        [0.38, '#ffffff', 0.05],
        [0.7, '#000000', 0.1],
        [1, '#000000', 0.5],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  );
  parts.push(
    `<ellipse cx="${cx}" cy="${f(top)}" rx="${f(lip)}" ry="10" fill="${darken(c.main, 0.55)}" stroke="${lighten(c.main, 0.2)}" stroke-width="4"/>`,
  );
  return parts.join('');
}

function candleStand(c: Ctx, cx: number, base: number, height: number, scale: number): string {
  const s = scale;
  const metal = metalH(c, c.main);
  const wax = mix('#f7f0e1', c.accent, luminance(c.accent) > 0.7 ? 0.4 : 0.1);
  const wood = has(c, /wood/i);
  const marble = has(c, /marble/i);
  const parts: string[] = [];
  parts.push(groundShadow(cx + 12 * s, base, 70 * s, 10 * s, 0.35));
  if (marble) {
    // carved marble tealight cup
    const w = 110 * s;
    const h = 100 * s;
    const top = base - h;
    parts.push(
      `<path d="M${f(cx - w / 2)},${f(top)} L${f(cx + w / 2)},${f(top)} L${f(cx + w * 0.42)},${f(base)} L${f(cx - w * 0.42)},${f(base)} Z" fill="${metal}"/>`,
    );
    for (let i = 0; i < 5; i++) {
      const x = cx - w * 0.32 + i * w * 0.16;
      parts.push(
        `<path d="M${f(x)},${f(top + h * 0.25)} q${f(8 * s)},${f(-18 * s)} ${f(16 * s)},0 v${f(h * 0.45)} h${f(-16 * s)} Z" fill="#ffcf7a" opacity="0.75"/>`,
      );
    }
    parts.push(`<ellipse cx="${cx}" cy="${f(top)}" rx="${f(w / 2)}" ry="${f(12 * s)}" fill="${darken(c.main, 0.2)}"/>`);
    parts.push(flame(c, cx, top - 2 * s, 0.8 * s));
    return parts.join('');
  }
  const candleH = height * 0.45;
  const standTop = base - height + candleH;
  // foot
  parts.push(
    `<path d="M${f(cx - 58 * s)},${f(base)} Q${f(cx)},${f(base - 50 * s)} ${f(cx + 58 * s)},${f(base)} Z" fill="${metal}"/>`,
  );
  parts.push(
    `<ellipse cx="${cx}" cy="${f(base - 2)}" rx="${f(58 * s)}" ry="${f(8 * s)}" fill="${darken(c.main, 0.35)}"/>`,
  );
  // stem
  const stemW = wood ? 40 * s : 16 * s;
  parts.push(
    `<rect x="${f(cx - stemW / 2)}" y="${f(standTop + 14 * s)}" width="${f(stemW)}" height="${f(base - standTop - 40 * s)}" fill="${metal}"/>`,
  );
  const knots = wood ? 2 : 3;
  for (let i = 1; i <= knots; i++) {
    const y = standTop + ((base - standTop) * i) / (knots + 1);
    parts.push(`<ellipse cx="${cx}" cy="${f(y)}" rx="${f(stemW / 2 + 10 * s)}" ry="${f(9 * s)}" fill="${metal}"/>`);
  }
  // drip tray
  parts.push(
    `<path d="M${f(cx - 55 * s)},${f(standTop)} Q${f(cx)},${f(standTop + 40 * s)} ${f(cx + 55 * s)},${f(standTop)} Z" fill="${metal}"/>`,
  );
  parts.push(
    `<ellipse cx="${cx}" cy="${f(standTop)}" rx="${f(55 * s)}" ry="${f(9 * s)}" fill="${lighten(c.main, 0.2)}"/>`,
  );
  // pillar candle
  const cw = 34 * s;
  parts.push(
    `<rect x="${f(cx - cw)}" y="${f(standTop - candleH)}" width="${f(cw * 2)}" height="${f(candleH)}" fill="${linear(
      c,
      [
        [0, darken(wax, 0.15)],
        [0.35, lighten(wax, 0.5)],
        [1, darken(wax, 0.2)],
      ],
      0,
      0,
      1,
      0,
    )}"/>`,
  );
  parts.push(
    `<ellipse cx="${cx}" cy="${f(standTop - candleH)}" rx="${f(cw)}" ry="${f(7 * s)}" fill="${lighten(wax, 0.3)}"/>`,
  );
  parts.push(flame(c, cx, standTop - candleH - 4 * s, s));
  return parts.join('');
}

function flame(c: Ctx, x: number, y: number, s: number): string {
  const glow = radial(c, [
    [0, '#ffd27a', 0.55],
    [1, '#ffb84a', 0],
  ]);
  const fl = radial(
    c,
    [
      [0, '#fffbe6'],
      [0.45, '#ffd45a'],
      [1, '#f07a1a'],
    ],
    0.5,
    0.7,
    0.6,
  );
  return (
    `<circle cx="${f(x)}" cy="${f(y - 26 * s)}" r="${f(80 * s)}" fill="${glow}"/>` +
    `<line x1="${f(x)}" y1="${f(y)}" x2="${f(x)}" y2="${f(y - 10 * s)}" stroke="#3a2a1a" stroke-width="${f(3 * s)}"/>` +
    `<path d="M${f(x)},${f(y - 52 * s)} C${f(x + 14 * s)},${f(y - 32 * s)} ${f(x + 13 * s)},${f(y - 8 * s)} ${f(x)},${f(y - 6 * s)} C${f(x - 13 * s)},${f(y - 8 * s)} ${f(x - 14 * s)},${f(y - 32 * s)} ${f(x)},${f(y - 52 * s)} Z" fill="${fl}"/>`
  );
}

function candle(c: Ctx): string {
  if (has(c, /set of 3/i)) {
    return [
      candleStand(c, 250, SURFACE_Y - 10, 300, 0.85),
      candleStand(c, 550, SURFACE_Y - 6, 360, 0.95),
      candleStand(c, 400, SURFACE_Y + 20, 460, 1.05),
    ].join('');
  }
  if (has(c, /marble|tealight/i)) {
    return [candleStand(c, 300, SURFACE_Y - 10, 0, 1.6), candleStand(c, 490, SURFACE_Y + 20, 0, 2.0)].join('');
  }
  return [candleStand(c, 310, SURFACE_Y - 6, 330, 1.0), candleStand(c, 490, SURFACE_Y + 16, 440, 1.15)].join('');
}

function bowl(c: Ctx): string {
  const cx = 400;
  const rimY = 520;
  const rx = 255;
  const ry = 62;
  const bottom = 650;
  const metal = metalH(c, c.main);
  const parts: string[] = [];
  parts.push(groundShadow(cx + 20, SURFACE_Y, rx - 10, 20));
  // feet
  for (const dx of [-120, 0, 120]) {
    parts.push(
      `<ellipse cx="${cx + dx}" cy="${SURFACE_Y - 8 + (dx === 0 ? 8 : 0)}" rx="22" ry="14" fill="${darken(c.main, 0.35)}"/>`,
    );
  }
  parts.push(
    `<path d="M${cx - rx},${rimY} C${cx - rx + 10},${bottom - 20} ${cx - 120},${bottom} ${cx},${bottom} C${cx + 120},${bottom} ${cx + rx - 10},${bottom - 20} ${cx + rx},${rimY} Z" fill="${metal}"/>`,
  );
  // engraved band
  parts.push(
    `<path d="M${cx - rx + 14},${rimY + 30} Q${cx},${rimY + 88} ${cx + rx - 14},${rimY + 30}" fill="none" stroke="${darken(c.main, 0.35)}" stroke-width="3" stroke-dasharray="10 6"/>`,
  );
  // rim
  parts.push(
    `<ellipse cx="${cx}" cy="${rimY}" rx="${rx}" ry="${ry}" fill="${lighten(c.main, 0.15)}" stroke="${lighten(c.main, 0.45)}" stroke-width="5"/>`,
  );
  // water
  const wx = rx - 20;
  const wy = ry - 12;
  parts.push(
    `<ellipse cx="${cx}" cy="${rimY + 4}" rx="${wx}" ry="${wy}" fill="${radial(c, [
      [0, '#9fd3d6'],
      [0.7, '#5f9fa8'],
      [1, darken(c.main, 0.3)],
    ])}"/>`,
  );
  parts.push(`<ellipse cx="${cx - 60}" cy="${rimY - 10}" rx="90" ry="10" fill="#ffffff" opacity="0.35"/>`);
  // floating flowers
  const flowerCols = [c.accent, mix(c.accent, '#f5c542', 0.5), '#f3e6d0'];
  const spots: [number, number, number][] = [
    [cx - 130, rimY + 6, 30],
    [cx - 40, rimY + 22, 34],
    [cx + 70, rimY - 6, 30],
    [cx + 150, rimY + 14, 26],
  ];
  spots.forEach(([x, y, r], i) => {
    const col = flowerCols[i % flowerCols.length]!;
    // a marigold seen from the side: ruffled layers getting smaller towards the top
    parts.push(
      `<ellipse cx="${x + 4}" cy="${y + r * 0.18}" rx="${f(r * 1.05)}" ry="${f(r * 0.3)}" fill="#1c3a3c" opacity="0.25"/>`,
    );
    for (let k = 0; k < 4; k++) {
      const rx = r * (1 - k * 0.2);
      parts.push(
        `<ellipse cx="${x}" cy="${f(y - k * r * 0.14)}" rx="${f(rx)}" ry="${f(rx * 0.5)}" fill="${k % 2 ? lighten(col, 0.12) : darken(col, 0.06)}" stroke="${darken(col, 0.28)}" stroke-width="2" stroke-dasharray="3 3"/>`,
      );
    }
    parts.push(
      `<ellipse cx="${x - r * 0.2}" cy="${f(y - r * 0.5)}" rx="${f(r * 0.22)}" ry="${f(r * 0.1)}" fill="#ffffff" opacity="0.35"/>`,
    );
  });
  // floating tealight
  parts.push(
    `<ellipse cx="${cx + 20}" cy="${rimY + 46}" rx="30" ry="10" fill="#f2f0ea" stroke="#b5b5b5" stroke-width="2"/>`,
  );
  parts.push(flame(c, cx + 20, rimY + 44, 0.6));
  return `<g transform="translate(400 ${SURFACE_Y}) scale(1.2) translate(-400 ${-SURFACE_Y})">${parts.join('')}</g>`;
}

function lantern(c: Ctx): string {
  const cx = 400;
  const base = SURFACE_Y;
  const bodyTop = 390;
  const bodyBottom = base - 50;
  const w = 150;
  const metal = metalH(c, c.main);
  const parts: string[] = [];
  parts.push(
    `<ellipse cx="${cx}" cy="${(bodyTop + bodyBottom) / 2}" rx="260" ry="240" fill="${radial(c, [
      [0, c.accent, 0.4],
      [1, c.accent, 0],
    ])}"/>`,
  );
  parts.push(groundShadow(cx + 18, base, 140, 14));
  // base plinth
  parts.push(
    `<path d="M${cx - w / 2 - 24},${base} L${cx - w / 2 - 8},${bodyBottom} L${cx + w / 2 + 8},${bodyBottom} L${cx + w / 2 + 24},${base} Z" fill="${metal}"/>`,
  );
  // side panels (perspective)
  parts.push(
    `<polygon points="${polygon([
      [cx - w / 2 - 45, bodyTop + 14],
      [cx - w / 2, bodyTop],
      [cx - w / 2, bodyBottom],
      [cx - w / 2 - 45, bodyBottom - 8],
    ])}" fill="${darken(c.accent, 0.25)}"/>`,
  );
  parts.push(
    `<polygon points="${polygon([
      [cx + w / 2 + 45, bodyTop + 14],
      [cx + w / 2, bodyTop],
      [cx + w / 2, bodyBottom],
      [cx + w / 2 + 45, bodyBottom - 8],
    ])}" fill="${darken(c.accent, 0.3)}"/>`,
  );
  // front glowing panel
  parts.push(
    `<rect x="${cx - w / 2}" y="${bodyTop}" width="${w}" height="${bodyBottom - bodyTop}" fill="${radial(c, [
      [0, '#fff3c4'],
      [0.5, lighten(c.accent, 0.2)],
      [1, darken(c.accent, 0.15)],
    ])}"/>`,
  );
  const jaali = has(c, /jaali/i);
  if (jaali) {
    const cp = clip(c, `<rect x="${cx - w / 2}" y="${bodyTop}" width="${w}" height="${bodyBottom - bodyTop}"/>`);
    const holes: string[] = [];
    const dark = darken(c.main, 0.35);
    for (let y = bodyTop; y < bodyBottom + 30; y += 30) {
      for (let x = cx - w / 2; x < cx + w / 2 + 30; x += 30) {
        holes.push(
          `<path d="M${x},${y - 15} L${x + 15},${y} L${x},${y + 15} L${x - 15},${y} Z" fill="none" stroke="${dark}" stroke-width="6"/>`,
          `<circle cx="${x}" cy="${y}" r="4" fill="${dark}"/>`,
        );
      }
    }
    parts.push(`<g clip-path="${cp}">${holes.join('')}</g>`);
  } else {
    parts.push(flame(c, cx, bodyBottom - 40, 1));
    parts.push(
      `<rect x="${cx - 26}" y="${bodyBottom - 40}" width="52" height="40" fill="#f5eee0"/>`,
      `<line x1="${cx}" y1="${bodyTop}" x2="${cx}" y2="${bodyBottom}" stroke="${darken(c.main, 0.2)}" stroke-width="6"/>`,
      `<line x1="${cx - w / 2}" y1="${(bodyTop + bodyBottom) / 2}" x2="${cx + w / 2}" y2="${(bodyTop + bodyBottom) / 2}" stroke="${darken(c.main, 0.2)}" stroke-width="6"/>`,
    );
  }
  // frame edges
  for (const x of [cx - w / 2 - 45, cx - w / 2, cx + w / 2, cx + w / 2 + 45]) {
    parts.push(
      `<line x1="${x}" y1="${bodyTop + (Math.abs(x - cx) > w / 2 + 1 ? 14 : 0)}" x2="${x}" y2="${bodyBottom}" stroke="${darken(c.main, 0.2)}" stroke-width="9" stroke-linecap="round"/>`,
    );
  }
  parts.push(
    `<rect x="${cx - w / 2 - 52}" y="${bodyBottom - 6}" width="${w + 104}" height="14" rx="6" fill="${metal}"/>`,
  );
  // onion dome
  const domeBase = bodyTop + 4;
  parts.push(
    `<rect x="${cx - w / 2 - 54}" y="${domeBase - 14}" width="${w + 108}" height="18" rx="6" fill="${metal}"/>`,
  );
  parts.push(
    `<path d="M${cx - w / 2 - 44},${domeBase - 12} C${cx - w / 2 - 44},${domeBase - 90} ${cx - 18},${domeBase - 100} ${cx},${domeBase - 165} C${cx + 18},${domeBase - 100} ${cx + w / 2 + 44},${domeBase - 90} ${cx + w / 2 + 44},${domeBase - 12} Z" fill="${metal}"/>`,
  );
  for (let i = -2; i <= 2; i++) {
    parts.push(
      `<path d="M${cx + i * 38},${domeBase - 14} Q${cx + i * 20},${domeBase - 90} ${cx},${domeBase - 160}" fill="none" stroke="${darken(c.main, 0.3)}" stroke-width="2" opacity="0.6"/>`,
    );
  }
  // finial and ring
  parts.push(
    `<circle cx="${cx}" cy="${domeBase - 172}" r="10" fill="${metal}"/>`,
    `<circle cx="${cx}" cy="${domeBase - 210}" r="28" fill="none" stroke="${darken(c.main, 0.1)}" stroke-width="8"/>`,
  );
  return parts.join('');
}

function leaf(x: number, y: number, len: number, angle: number, width: number, fill: string, edge: string): string {
  return `<g transform="rotate(${f(angle)} ${f(x)} ${f(y)})"><path d="M${f(x - width / 2)},${f(y)} C${f(x - width)},${f(y - len * 0.5)} ${f(x - width * 0.3)},${f(y - len * 0.85)} ${f(x)},${f(y - len)} C${f(x + width * 0.3)},${f(y - len * 0.85)} ${f(x + width)},${f(y - len * 0.5)} ${f(x + width / 2)},${f(y)} Z" fill="${fill}" stroke="${edge}" stroke-width="4"/><path d="M${f(x)},${f(y)} L${f(x)},${f(y - len * 0.9)}" stroke="${edge}" stroke-width="1.5" opacity="0.5"/></g>`;
}

function planter(c: Ctx): string {
  const cx = 400;
  const base = SURFACE_Y;
  const potTop = 470;
  const topW = 150;
  const botW = 108;
  const metal = metalH(c, c.main);
  const parts: string[] = [];
  parts.push(groundShadow(cx + 20, base, 160, 16));
  // plant: snake plant leaves
  const greens = ['#4f7a45', '#3f6a3d', '#5d8b4f', '#6c9a58', '#375f36'];
  const leaves: [number, number, number][] = [
    [-70, 250, -14],
    [-30, 330, -6],
    [10, 290, 4],
    [45, 340, 10],
    [80, 240, 18],
    [-95, 180, -26],
    [105, 170, 30],
    [-5, 220, -2],
  ];
  leaves.forEach(([dx, len, ang], i) => {
    const fill = greens[i % greens.length]!;
    parts.push(leaf(cx + dx, potTop + 10, len, ang, 44, fill, '#c9c46a'));
  });
  // pot body
  parts.push(
    `<path d="M${cx - topW},${potTop} L${cx + topW},${potTop} L${cx + botW},${base - 8} Q${cx + botW},${base} ${cx + botW - 10},${base} L${cx - botW + 10},${base} Q${cx - botW},${base} ${cx - botW},${base - 8} Z" fill="${metal}"/>`,
  );
  if (has(c, /hammered/i)) {
    const cp = clip(
      c,
      `<path d="M${cx - topW},${potTop} L${cx + topW},${potTop} L${cx + botW},${base} L${cx - botW},${base} Z"/>`,
    );
    const dents: string[] = [];
    for (let y = potTop + 40; y < base; y += 26) {
      for (let x = cx - topW; x < cx + topW; x += 26) {
        const ox = (Math.floor((y - potTop) / 26) % 2) * 13;
        dents.push(`<ellipse cx="${x + ox}" cy="${y}" rx="10" ry="8" fill="${lighten(c.main, 0.35)}" opacity="0.35"/>`);
      }
    }
    parts.push(`<g clip-path="${cp}">${dents.join('')}</g>`);
  } else {
    parts.push(
      `<path d="M${cx - topW + 14},${potTop + 110} Q${cx},${potTop + 135} ${cx + topW - 14},${potTop + 110}" fill="none" stroke="${c.accent}" stroke-width="6" opacity="0.85"/>`,
      `<path d="M${cx - topW + 20},${potTop + 130} Q${cx},${potTop + 155} ${cx + topW - 20},${potTop + 130}" fill="none" stroke="${c.accent}" stroke-width="3" opacity="0.85"/>`,
    );
  }
  // rim
  parts.push(
    `<rect x="${cx - topW - 12}" y="${potTop - 8}" width="${(topW + 12) * 2}" height="44" rx="8" fill="${metal}"/>`,
  );
  parts.push(
    `<rect x="${cx - topW - 12}" y="${potTop - 8}" width="${(topW + 12) * 2}" height="8" rx="4" fill="${lighten(c.main, 0.3)}" opacity="0.7"/>`,
  );
  return parts.join('');
}

function woodGrain(c: Ctx, x: number, y: number, w: number, h: number, base: string): string {
  const lines: string[] = [];
  const n = Math.max(3, Math.floor(h / 9));
  for (let i = 0; i < n; i++) {
    const yy = y + ((i + 0.5) * h) / n;
    const wob = 2 + c.rng() * 3;
    lines.push(
      `<path d="M${f(x + 6)},${f(yy)} q${f(w * 0.25)},${f(-wob)} ${f(w * 0.5)},0 t${f(w * 0.5 - 12)},0" fill="none" stroke="${darken(base, 0.3)}" stroke-width="1.4" opacity="0.35"/>`,
    );
  }
  return lines.join('');
}

function coffeeTable(c: Ctx): string {
  const parts: string[] = [];
  const bajot = has(c, /bajot|chowki/i);
  const low = bajot;
  const topBack = low ? 470 : 420;
  const topFront = low ? 530 : 480;
  const thick = 30;
  const left = 120;
  const right = 680;
  const inset = 60;
  const legW = 30;
  const wood = woodV(c, c.main);
  const dark = darken(c.main, 0.35);
  const marble = luminance(c.main) > 0.8;
  parts.push(groundShadow(400, FLOOR_Y, 300, 22, 0.35));
  // back legs
  for (const x of [left + inset + 10, right - inset - 10 - legW + 4]) {
    parts.push(
      `<rect x="${x}" y="${topBack + 20}" width="${legW - 6}" height="${FLOOR_Y - 40 - topBack}" fill="${darken(c.main, 0.45)}"/>`,
    );
  }
  // lower shelf
  if (!bajot) {
    const sy = FLOOR_Y - 70;
    const weave = has(c, /cane/i);
    parts.push(
      `<polygon points="${polygon([
        [left + 40, sy],
        [right - 40, sy],
        [right - 24, sy + 24],
        [left + 24, sy + 24],
      ])}" fill="${weave ? lighten(c.accent, 0.1) : darken(c.main, 0.15)}"/>`,
    );
    if (weave) {
      const cp = clip(
        c,
        `<polygon points="${polygon([
          [left + 40, sy],
          [right - 40, sy],
          [right - 24, sy + 24],
          [left + 24, sy + 24],
        ])}"/>`,
      );
      const w: string[] = [];
      for (let x = left; x < right; x += 12) {
        w.push(
          `<line x1="${x}" y1="${sy}" x2="${x + 12}" y2="${sy + 24}" stroke="${darken(c.accent, 0.3)}" stroke-width="2"/>`,
        );
        w.push(
          `<line x1="${x + 12}" y1="${sy}" x2="${x}" y2="${sy + 24}" stroke="${darken(c.accent, 0.3)}" stroke-width="2"/>`,
        );
      }
      parts.push(`<g clip-path="${cp}">${w.join('')}</g>`);
    }
    parts.push(`<rect x="${left + 24}" y="${sy + 24}" width="${right - left - 48}" height="10" fill="${dark}"/>`);
  }
  // apron with drawers
  const apronTop = topFront + thick;
  const apronH = low ? 28 : 50;
  parts.push(
    `<rect x="${left + 20}" y="${apronTop}" width="${right - left - 40}" height="${apronH}" fill="${darken(c.main, 0.12)}"/>`,
  );
  if (!low) {
    for (const [x0, x1] of [
      [left + 60, 395],
      [405, right - 60],
    ] as [number, number][]) {
      parts.push(
        `<rect x="${x0}" y="${apronTop + 8}" width="${x1 - x0}" height="${apronH - 16}" fill="${wood}" stroke="${dark}" stroke-width="2"/>`,
        `<circle cx="${(x0 + x1) / 2}" cy="${apronTop + apronH / 2}" r="7" fill="${metalH(c, c.accent)}" stroke="${darken(c.accent, 0.4)}" stroke-width="1.5"/>`,
      );
    }
  } else {
    parts.push(
      `<path d="M${left + 40},${apronTop + apronH} Q400,${apronTop + apronH + 26} ${right - 40},${apronTop + apronH}" fill="${darken(c.main, 0.12)}"/>`,
    );
  }
  // front legs (turned for low tables)
  for (const x of [left + 20, right - 20 - legW]) {
    const y0 = topFront + thick;
    if (low) {
      parts.push(
        `<path d="M${x},${y0} h${legW} v20 q-8,30 4,60 q-12,20 -6,${FLOOR_Y - y0 - 80} h${-legW + 14} q6,-20 -6,-40 q12,-30 4,-60 Z" fill="${metalH(c, c.main)}"/>`,
      );
    } else {
      parts.push(`<rect x="${x}" y="${y0}" width="${legW}" height="${FLOOR_Y - y0}" fill="${metalH(c, c.main)}"/>`);
    }
  }
  // top slab
  const top = polygon([
    [left + inset, topBack],
    [right - inset, topBack],
    [right, topFront],
    [left, topFront],
  ]);
  parts.push(
    `<polygon points="${top}" fill="${
      marble
        ? linear(c, [
            [0, '#f6f4f0'],
            [1, '#dcd7cf'],
          ])
        : linear(c, [
            [0, lighten(c.main, 0.22)],
            [1, lighten(c.main, 0.02)],
          ])
    }"/>`,
  );
  const cpTop = clip(c, `<polygon points="${top}"/>`);
  parts.push(`<g clip-path="${cpTop}">${woodGrain(c, left, topBack, right - left, topFront - topBack, c.main)}</g>`);
  parts.push(
    `<rect x="${left}" y="${topFront}" width="${right - left}" height="${thick}" fill="${woodV(c, darken(c.main, 0.05))}"/>`,
  );
  parts.push(
    `<rect x="${left}" y="${topFront}" width="${right - left}" height="3" fill="${lighten(c.main, 0.4)}" opacity="0.7"/>`,
  );
  // something on the table
  parts.push(smallVase(c, 520, topFront - 22, 0.7));
  parts.push(bookStack(c, 250, topFront - 18, 0.9));
  return parts.join('');
}

function smallVase(c: Ctx, x: number, base: number, s: number): string {
  const col = mix(c.accent, c.tint, 0.2);
  const h = 110 * s;
  const w = 40 * s;
  return (
    `<ellipse cx="${f(x + 6)}" cy="${f(base)}" rx="${f(w * 1.1)}" ry="${f(6 * s)}" fill="#000" opacity="0.18"/>` +
    `<path d="M${f(x - w * 0.35)},${f(base - h)} C${f(x - w * 0.35)},${f(base - h * 0.7)} ${f(x - w * 1.1)},${f(base - h * 0.55)} ${f(x - w)},${f(base - h * 0.25)} C${f(x - w * 0.9)},${f(base)} ${f(x - w * 0.5)},${f(base)} ${f(x)},${f(base)} C${f(x + w * 0.5)},${f(base)} ${f(x + w * 0.9)},${f(base)} ${f(x + w)},${f(base - h * 0.25)} C${f(x + w * 1.1)},${f(base - h * 0.55)} ${f(x + w * 0.35)},${f(base - h * 0.7)} ${f(x + w * 0.35)},${f(base - h)} Z" fill="${metalH(c, col)}"/>` +
    `<path d="M${f(x)},${f(base - h)} q${f(-20 * s)},${f(-60 * s)} ${f(-50 * s)},${f(-90 * s)}" fill="none" stroke="#5c7a4a" stroke-width="${f(3 * s)}"/>` +
    `<path d="M${f(x)},${f(base - h)} q${f(15 * s)},${f(-70 * s)} ${f(45 * s)},${f(-110 * s)}" fill="none" stroke="#5c7a4a" stroke-width="${f(3 * s)}"/>` +
    [
      [-20, -40],
      [-35, -70],
      [-50, -90],
      [12, -45],
      [28, -80],
      [45, -110],
    ]
      .map(
        ([dx, dy]) =>
          `<ellipse cx="${f(x + (dx ?? 0) * s)}" cy="${f(base - h + (dy ?? 0) * s)}" rx="${f(10 * s)}" ry="${f(6 * s)}" fill="#7d9b68"/>`,
      )
      .join('')
  );
}

function bookStack(c: Ctx, x: number, base: number, s: number): string {
  const cols = [darken(c.accent, 0.2), mix(c.tint, '#8a7f70', 0.5), mix(c.main, '#2f3a45', 0.6)];
  const out: string[] = [];
  let y = base;
  cols.forEach((col, i) => {
    const w = (150 - i * 16) * s;
    const h = 18 * s;
    const off = (i % 2 ? 8 : -6) * s;
    out.push(
      `<rect x="${f(x - w / 2 + off)}" y="${f(y - h)}" width="${f(w)}" height="${f(h)}" rx="2" fill="${col}"/>`,
      `<rect x="${f(x - w / 2 + off + 4)}" y="${f(y - h + 3)}" width="${f(w - 8)}" height="${f(3 * s)}" fill="#f4efe4" opacity="0.7"/>`,
    );
    y -= h;
  });
  return out.join('');
}

function sideTable(c: Ctx): string {
  const cx = 400;
  const topY = 400;
  const rx = 175;
  const ry = 44;
  const thick = 24;
  const parts: string[] = [];
  const style = has(c, /dholak|drum|stool/i)
    ? 'drum'
    : has(c, /tripod|marble|iron|nesting/i)
      ? 'tripod'
      : has(c, /folding/i)
        ? 'folding'
        : 'pedestal';
  const marble = luminance(c.main) > 0.8;
  const legCol = style === 'tripod' ? c.accent : c.main;
  parts.push(groundShadow(cx + 14, FLOOR_Y, 190, 20, 0.35));
  if (style === 'drum') {
    const body = `M${cx - rx + 10},${topY + thick} C${cx - rx + 50},${topY + 130} ${cx - rx + 50},${FLOOR_Y - 130} ${cx - rx + 10},${FLOOR_Y - 10} Q${cx},${FLOOR_Y + 30} ${cx + rx - 10},${FLOOR_Y - 10} C${cx + rx - 50},${FLOOR_Y - 130} ${cx + rx - 50},${topY + 130} ${cx + rx - 10},${topY + thick} Z`;
    parts.push(`<path d="${body}" fill="${metalH(c, c.main)}"/>`);
    const mid = (topY + FLOOR_Y) / 2;
    for (const dy of [-70, 0, 70]) {
      parts.push(
        `<path d="M${cx - rx + 44},${mid + dy} Q${cx},${mid + dy + 30} ${cx + rx - 44},${mid + dy}" fill="none" stroke="${darken(c.main, 0.35)}" stroke-width="8"/>`,
        `<path d="M${cx - rx + 44},${mid + dy + 8} Q${cx},${mid + dy + 38} ${cx + rx - 44},${mid + dy + 8}" fill="none" stroke="${lighten(c.accent, 0.2)}" stroke-width="3" opacity="0.8"/>`,
      );
    }
  } else if (style === 'tripod') {
    for (const [x0, x1] of [
      [cx - 60, cx - 150],
      [cx + 60, cx + 150],
    ] as [number, number][]) {
      parts.push(
        `<line x1="${x0}" y1="${topY + thick}" x2="${x1}" y2="${FLOOR_Y}" stroke="${darken(legCol, 0.1)}" stroke-width="14" stroke-linecap="round"/>`,
      );
    }
    parts.push(
      `<line x1="${cx}" y1="${topY + thick}" x2="${cx + 10}" y2="${FLOOR_Y + 8}" stroke="${legCol}" stroke-width="14" stroke-linecap="round"/>`,
      `<ellipse cx="${cx}" cy="${topY + 150}" rx="105" ry="14" fill="none" stroke="${legCol}" stroke-width="6"/>`,
    );
  } else if (style === 'folding') {
    parts.push(
      `<line x1="${cx - 120}" y1="${topY + thick}" x2="${cx + 130}" y2="${FLOOR_Y}" stroke="${darken(c.main, 0.2)}" stroke-width="22" stroke-linecap="round"/>`,
      `<line x1="${cx + 120}" y1="${topY + thick}" x2="${cx - 130}" y2="${FLOOR_Y}" stroke="${c.main}" stroke-width="22" stroke-linecap="round"/>`,
      `<circle cx="${cx}" cy="${(topY + thick + FLOOR_Y) / 2 + 4}" r="9" fill="${c.accent}"/>`,
    );
  } else {
    parts.push(
      `<path d="M${cx - 34},${topY + thick} C${cx - 20},${topY + 120} ${cx - 60},${FLOOR_Y - 100} ${cx - 40},${FLOOR_Y - 30} L${cx + 40},${FLOOR_Y - 30} C${cx + 60},${FLOOR_Y - 100} ${cx + 20},${topY + 120} ${cx + 34},${topY + thick} Z" fill="${metalH(c, c.main)}"/>`,
      `<ellipse cx="${cx}" cy="${topY + 110}" rx="42" ry="12" fill="${metalH(c, c.main)}"/>`,
      `<path d="M${cx - 130},${FLOOR_Y} Q${cx},${FLOOR_Y - 60} ${cx + 130},${FLOOR_Y} Z" fill="${metalH(c, c.main)}"/>`,
    );
  }
  // top
  const topFill = marble
    ? radial(c, [
        [0, '#fbfaf7'],
        [1, '#d9d4cc'],
      ])
    : radial(c, [
        [0, lighten(c.main, 0.28)],
        [1, lighten(c.main, 0.02)],
      ]);
  const sideCol = style === 'tripod' && !marble ? darken(c.main, 0.25) : marble ? '#cfc9c0' : darken(c.main, 0.2);
  parts.push(
    `<path d="M${cx - rx},${topY} L${cx - rx},${topY + thick} A${rx},${ry} 0 0 0 ${cx + rx},${topY + thick} L${cx + rx},${topY} Z" fill="${sideCol}"/>`,
  );
  parts.push(`<ellipse cx="${cx}" cy="${topY}" rx="${rx}" ry="${ry}" fill="${topFill}"/>`);
  if (marble) {
    parts.push(
      `<path d="M${cx - 120},${topY - 10} q40,20 90,4 t90,18" fill="none" stroke="#a9a39a" stroke-width="2" opacity="0.6"/>`,
      `<path d="M${cx - 40},${topY + 24} q30,-14 70,-4" fill="none" stroke="#a9a39a" stroke-width="1.5" opacity="0.5"/>`,
    );
  } else {
    for (let i = 1; i <= 3; i++) {
      parts.push(
        `<ellipse cx="${cx}" cy="${topY}" rx="${rx * (i / 4)}" ry="${ry * (i / 4)}" fill="none" stroke="${darken(c.main, 0.25)}" stroke-width="1.2" opacity="0.35"/>`,
      );
    }
  }
  parts.push(smallVase(c, cx + 40, topY + 4, 0.9));
  return parts.join('');
}

function consoleTable(c: Ctx): string {
  const parts: string[] = [];
  const left = 110;
  const right = 690;
  const topBack = 330;
  const topFront = 365;
  const thick = 26;
  const ironFrame = has(c, /iron|konkan/i) || luminance(c.accent) < 0.25;
  const painted = has(c, /painted/i);
  const inlay = has(c, /inlay/i);
  const legCol = ironFrame ? c.accent : c.main;
  parts.push(groundShadow(400, FLOOR_Y, 320, 18, 0.32));
  // back legs
  for (const x of [left + 40, right - 58]) {
    parts.push(
      `<rect x="${x}" y="${topBack + 10}" width="18" height="${FLOOR_Y - 20 - topBack}" fill="${darken(legCol, 0.45)}"/>`,
    );
  }
  // lower shelf
  const sy = FLOOR_Y - 90;
  parts.push(
    `<polygon points="${polygon([
      [left + 40, sy],
      [right - 40, sy],
      [right - 16, sy + 20],
      [left + 16, sy + 20],
    ])}" fill="${darken(c.main, 0.1)}"/>`,
    `<rect x="${left + 16}" y="${sy + 20}" width="${right - left - 32}" height="12" fill="${darken(c.main, 0.35)}"/>`,
  );
  // baskets on the lower shelf
  for (const bx of [230, 470]) {
    parts.push(
      `<path d="M${bx - 60},${sy - 70} L${bx + 60},${sy - 70} L${bx + 52},${sy + 6} L${bx - 52},${sy + 6} Z" fill="${mix('#c9a66b', c.tint, 0.2)}"/>`,
    );
    for (let y = sy - 60; y < sy; y += 12) {
      parts.push(
        `<line x1="${bx - 58}" y1="${y}" x2="${bx + 58}" y2="${y}" stroke="${darken('#c9a66b', 0.3)}" stroke-width="2" opacity="0.7"/>`,
      );
    }
  }
  // drawers body
  const bodyTop = topFront + thick;
  const bodyH = ironFrame ? 0 : 70;
  if (bodyH > 0) {
    parts.push(
      `<rect x="${left + 14}" y="${bodyTop}" width="${right - left - 28}" height="${bodyH}" fill="${darken(c.main, 0.1)}"/>`,
    );
    const n = 3;
    const dw = (right - left - 60) / n;
    for (let i = 0; i < n; i++) {
      const x0 = left + 30 + i * dw;
      const fill = painted
        ? [c.accent, lighten(c.main, 0.25), mix(c.accent, '#e05a47', 0.6)][i % 3]!
        : woodV(c, c.main);
      parts.push(
        `<rect x="${f(x0 + 4)}" y="${bodyTop + 10}" width="${f(dw - 8)}" height="${bodyH - 20}" fill="${fill}" stroke="${darken(c.main, 0.35)}" stroke-width="2"/>`,
      );
      if (painted) {
        const mx = x0 + dw / 2;
        const my = bodyTop + bodyH / 2;
        for (let p = 0; p < 8; p++) {
          parts.push(
            `<ellipse cx="${f(mx)}" cy="${f(my - 12)}" rx="5" ry="11" transform="rotate(${p * 45} ${f(mx)} ${f(my)})" fill="${lighten(c.main, 0.6)}" opacity="0.9"/>`,
          );
        }
      }
      if (inlay) {
        parts.push(
          `<rect x="${f(x0 + 14)}" y="${bodyTop + 18}" width="${f(dw - 28)}" height="${bodyH - 36}" fill="none" stroke="${c.accent}" stroke-width="3"/>`,
          `<path d="M${f(x0 + dw / 2 - 40)},${bodyTop + bodyH / 2} q20,-14 40,0 t40,0" fill="none" stroke="${c.accent}" stroke-width="3"/>`,
        );
      }
      parts.push(
        `<circle cx="${f(x0 + dw / 2)}" cy="${bodyTop + bodyH / 2}" r="7" fill="${metalH(c, inlay || painted ? c.accent : '#c2a060')}"/>`,
      );
    }
  }
  // front legs
  for (const x of [left + 14, right - 14 - 24]) {
    if (ironFrame) {
      parts.push(`<rect x="${x}" y="${bodyTop}" width="16" height="${FLOOR_Y - bodyTop}" fill="${legCol}"/>`);
    } else {
      parts.push(
        `<path d="M${x},${bodyTop} h24 v${FLOOR_Y - bodyTop - 40} q-4,30 -8,40 h-8 q-4,-10 -8,-40 Z" fill="${metalH(c, c.main)}"/>`,
      );
    }
  }
  if (ironFrame) {
    parts.push(`<rect x="${left + 14}" y="${bodyTop}" width="${right - left - 28}" height="12" fill="${legCol}"/>`);
  }
  // top
  const top = polygon([
    [left + 40, topBack],
    [right - 40, topBack],
    [right, topFront],
    [left, topFront],
  ]);
  parts.push(
    `<polygon points="${top}" fill="${linear(c, [
      [0, lighten(c.main, 0.2)],
      [1, lighten(c.main, 0.02)],
    ])}"/>`,
  );
  const cpTop = clip(c, `<polygon points="${top}"/>`);
  parts.push(`<g clip-path="${cpTop}">${woodGrain(c, left, topBack, right - left, topFront - topBack, c.main)}</g>`);
  parts.push(
    `<rect x="${left}" y="${topFront}" width="${right - left}" height="${thick}" fill="${woodV(c, darken(c.main, 0.05))}"/>`,
  );
  if (inlay) {
    parts.push(
      `<rect x="${left}" y="${topFront + thick / 2 - 2}" width="${right - left}" height="4" fill="${c.accent}"/>`,
    );
  }
  // decor on top
  parts.push(smallVase(c, 560, topFront - 14, 1));
  parts.push(bookStack(c, 250, topFront - 12, 1));
  return parts.join('');
}

function canvasEdge(c: Ctx, x: number, y: number, w: number, h: number, edge: string, depth: number): string {
  return (
    `<polygon points="${polygon([
      [x + w, y],
      [x + w + depth, y + depth],
      [x + w + depth, y + h + depth],
      [x + w, y + h],
    ])}" fill="${darken(edge, 0.25)}"/>` +
    `<polygon points="${polygon([
      [x, y + h],
      [x + w, y + h],
      [x + w + depth, y + h + depth],
      [x + depth, y + h + depth],
    ])}" fill="${darken(edge, 0.4)}"/>`
  );
}

function artLandscape(c: Ctx, x: number, y: number, w: number, h: number): string {
  const out: string[] = [];
  out.push(
    `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${linear(c, [
      [0, lighten(c.accent, 0.55)],
      [1, lighten(c.main, 0.7)],
    ])}"/>`,
  );
  out.push(
    `<circle cx="${f(x + w * 0.68)}" cy="${f(y + h * 0.3)}" r="${f(w * 0.13)}" fill="${c.accent}" opacity="0.9"/>`,
  );
  const layers = 4;
  for (let i = 0; i < layers; i++) {
    const yy = y + h * (0.5 + i * 0.13);
    const col = mix(lighten(c.main, 0.5), darken(c.main, 0.2), i / (layers - 1));
    const a = (c.rng() - 0.5) * h * 0.2;
    out.push(
      `<path d="M${x},${f(yy)} C${f(x + w * 0.3)},${f(yy - h * 0.16 + a)} ${f(x + w * 0.6)},${f(yy + h * 0.1)} ${f(x + w)},${f(yy - h * 0.06)} L${x + w},${y + h} L${x},${y + h} Z" fill="${col}"/>`,
    );
  }
  return out.join('');
}

function lotusFlower(cx: number, cy: number, s: number, petal: string, inner: string): string {
  const out: string[] = [];
  for (const a of [-60, -30, 30, 60, 0]) {
    out.push(
      `<path d="M${f(cx)},${f(cy)} C${f(cx - 18 * s)},${f(cy - 30 * s)} ${f(cx - 10 * s)},${f(cy - 60 * s)} ${f(cx)},${f(cy - 72 * s)} C${f(cx + 10 * s)},${f(cy - 60 * s)} ${f(cx + 18 * s)},${f(cy - 30 * s)} ${f(cx)},${f(cy)} Z" transform="rotate(${a} ${f(cx)} ${f(cy)})" fill="${a === 0 ? inner : petal}" stroke="${inner}" stroke-width="1.5"/>`,
    );
  }
  return out.join('');
}

function artLotus(c: Ctx, x: number, y: number, w: number, h: number): string {
  const out: string[] = [];
  out.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${c.main}"/>`);
  // ripples
  for (let i = 0; i < 8; i++) {
    out.push(
      `<path d="M${x},${f(y + h * (0.1 + i * 0.12))} q${f(w / 8)},-8 ${f(w / 4)},0 t${f(w / 4)},0 t${f(w / 4)},0 t${f(w / 4)},0" fill="none" stroke="${lighten(c.main, 0.25)}" stroke-width="2" opacity="0.5"/>`,
    );
  }
  const leafCol = mix(c.main, '#6fa35a', 0.55);
  const spots: [number, number][] = [
    [0.25, 0.3],
    [0.72, 0.22],
    [0.5, 0.55],
    [0.2, 0.78],
    [0.78, 0.7],
  ];
  spots.forEach(([px, py], i) => {
    const lx = x + w * px;
    const ly = y + h * py;
    out.push(
      `<ellipse cx="${f(lx + 20)}" cy="${f(ly + 30)}" rx="${f(w * 0.16)}" ry="${f(w * 0.07)}" fill="${leafCol}" stroke="${darken(leafCol, 0.3)}" stroke-width="2"/>`,
    );
    if (i % 2 === 0 || i === 3) out.push(lotusFlower(lx, ly + 20, w / 420, c.accent, lighten(c.accent, 0.55)));
  });
  return out.join('');
}

function artTree(c: Ctx, x: number, y: number, w: number, h: number): string {
  const out: string[] = [];
  const bg = luminance(c.main) < 0.3 ? c.main : lighten(c.tint, 0.3);
  out.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${bg}"/>`);
  // border of dots
  for (let i = 0; i < 20; i++) {
    out.push(`<circle cx="${f(x + 10 + (i * (w - 20)) / 19)}" cy="${y + 10}" r="4" fill="${c.accent}"/>`);
    out.push(`<circle cx="${f(x + 10 + (i * (w - 20)) / 19)}" cy="${y + h - 10}" r="4" fill="${c.accent}"/>`);
  }
  const cx = x + w / 2;
  const trunkCol = luminance(bg) < 0.4 ? lighten(c.accent, 0.2) : darken(c.main, 0.1);
  out.push(
    `<path d="M${f(cx - 18)},${y + h - 24} C${f(cx - 10)},${f(y + h * 0.6)} ${f(cx - 30)},${f(y + h * 0.45)} ${f(cx - 4)},${f(y + h * 0.3)} L${f(cx + 4)},${f(y + h * 0.3)} C${f(cx + 30)},${f(y + h * 0.45)} ${f(cx + 10)},${f(y + h * 0.6)} ${f(cx + 18)},${y + h - 24} Z" fill="${trunkCol}"/>`,
  );
  const branches: [number, number][] = [
    [-0.35, 0.32],
    [0.35, 0.3],
    [-0.3, 0.5],
    [0.3, 0.48],
    [-0.18, 0.2],
    [0.18, 0.18],
    [0, 0.12],
  ];
  for (const [bx, by] of branches) {
    const ex = cx + w * bx;
    const ey = y + h * by;
    out.push(
      `<path d="M${f(cx)},${f(y + h * 0.45)} Q${f(cx + w * bx * 0.3)},${f(ey + 10)} ${f(ex)},${f(ey)}" fill="none" stroke="${trunkCol}" stroke-width="6"/>`,
    );
    for (let k = 0; k < 6; k++) {
      const a = (k / 6) * Math.PI * 2;
      const lx = ex + Math.cos(a) * 20;
      const ly = ey + Math.sin(a) * 16;
      out.push(
        `<ellipse cx="${f(lx)}" cy="${f(ly)}" rx="14" ry="8" transform="rotate(${f((a * 180) / Math.PI)} ${f(lx)} ${f(ly)})" fill="${k % 2 ? c.accent : mix(c.accent, '#5f9f6a', 0.6)}"/>`,
      );
    }
    out.push(`<circle cx="${f(ex)}" cy="${f(ey)}" r="8" fill="${lighten(c.accent, 0.5)}"/>`);
  }
  // pair of birds / deer hint as simple shapes at the foot
  out.push(
    `<ellipse cx="${f(cx - w * 0.28)}" cy="${f(y + h * 0.82)}" rx="34" ry="20" fill="${c.accent}"/><circle cx="${f(cx - w * 0.28 + 30)}" cy="${f(y + h * 0.78)}" r="12" fill="${c.accent}"/>`,
    `<ellipse cx="${f(cx + w * 0.28)}" cy="${f(y + h * 0.82)}" rx="34" ry="20" fill="${c.accent}"/><circle cx="${f(cx + w * 0.28 - 30)}" cy="${f(y + h * 0.78)}" r="12" fill="${c.accent}"/>`,
  );
  return out.join('');
}

function artWarli(c: Ctx, x: number, y: number, w: number, h: number): string {
  const out: string[] = [];
  out.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${c.main}"/>`);
  const ink = c.accent;
  const cx = x + w / 2;
  const cy = y + h / 2;
  const dancers = 14;
  for (const [r, n, s] of [
    [Math.min(w, h) * 0.36, dancers, 1],
    [Math.min(w, h) * 0.18, 8, 0.75],
  ] as [number, number, number][]) {
    for (let i = 0; i < n; i++) {
      const a = (i / n) * Math.PI * 2;
      const px = cx + Math.cos(a) * r;
      const py = cy + Math.sin(a) * r * 0.9;
      out.push(
        `<g transform="translate(${f(px)} ${f(py)}) scale(${s})">` +
          `<circle cx="0" cy="-26" r="6" fill="${ink}"/>` +
          `<polygon points="-9,-18 9,-18 0,-4" fill="${ink}"/>` +
          `<polygon points="-9,10 9,10 0,-4" fill="${ink}"/>` +
          `<path d="M-9,-16 L-18,-4 M9,-16 L18,-4 M-6,10 L-9,22 M6,10 L9,22" stroke="${ink}" stroke-width="2.5"/>` +
          `</g>`,
      );
    }
  }
  out.push(`<circle cx="${f(cx)}" cy="${f(cy)}" r="14" fill="none" stroke="${ink}" stroke-width="3"/>`);
  for (let i = 0; i < 30; i++) {
    out.push(
      `<path d="M${f(x + 14 + i * ((w - 28) / 29))},${y + h - 18} l6,-10 l6,10" fill="none" stroke="${ink}" stroke-width="2"/>`,
    );
  }
  return out.join('');
}

function frameArt(c: Ctx): string {
  const portrait = !has(c, /warli/i) && (has(c, /pichwai|kalamkari|madhubani/i) || c.rng() < 0.5);
  const w = portrait ? 420 : 500;
  const h = portrait ? 540 : 440;
  const x = 400 - w / 2;
  const y = 390 - h / 2;
  const frameW = 26;
  const mat = has(c, /gond/i) ? 0 : 36;
  const frameCol =
    c.frame ?? (has(c, /teak|kalamkari/i) ? '#6b4428' : luminance(c.main) < 0.3 ? '#3a2a20' : darken(c.main, 0.45));
  const parts: string[] = [];
  parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${sheen(c, frameCol, 0.25)}"/>`);
  parts.push(
    `<rect x="${x + 4}" y="${y + 4}" width="${w - 8}" height="${h - 8}" fill="none" stroke="${lighten(frameCol, 0.35)}" stroke-width="2" opacity="0.6"/>`,
  );
  parts.push(
    `<rect x="${x + frameW}" y="${y + frameW}" width="${w - 2 * frameW}" height="${h - 2 * frameW}" fill="#f6f1e7"/>`,
  );
  const ax = x + frameW + mat;
  const ay = y + frameW + mat;
  const aw = w - 2 * (frameW + mat);
  const ah = h - 2 * (frameW + mat);
  const cp = clip(c, `<rect x="${ax}" y="${ay}" width="${aw}" height="${ah}"/>`);
  let art: string;
  if (has(c, /lotus|pichwai|pond/i)) art = artLotus(c, ax, ay, aw, ah);
  else if (has(c, /warli/i)) art = artWarli(c, ax, ay, aw, ah);
  else if (has(c, /tree|kalamkari|gond|deer|madhubani|peacock/i)) art = artTree(c, ax, ay, aw, ah);
  else art = artLandscape(c, ax, ay, aw, ah);
  parts.push(`<g clip-path="${cp}">${art}</g>`);
  // glass glare
  parts.push(
    `<g clip-path="${cp}"><polygon points="${polygon([
      [ax, ay + ah * 0.4],
      [ax + aw * 0.5, ay],
      [ax + aw * 0.7, ay],
      [ax, ay + ah * 0.6],
    ])}" fill="#ffffff" opacity="0.12"/></g>`,
  );
  parts.push(
    `<rect x="${ax}" y="${ay}" width="${aw}" height="${ah}" fill="none" stroke="${darken('#f6f1e7', 0.15)}" stroke-width="2"/>`,
  );
  return `<g filter="url(#${SHADOW})">${parts.join('')}</g>`;
}

function abstractArt(c: Ctx): string {
  const square = has(c, /arches/i) || c.rng() < 0.4;
  const w = square ? 480 : 540;
  const h = square ? 480 : 420;
  const x = 400 - w / 2 - 6;
  const y = 390 - h / 2 - 6;
  const parts: string[] = [];
  const cp = clip(c, `<rect x="${x}" y="${y}" width="${w}" height="${h}"/>`);
  const art: string[] = [];
  const ground = lighten(c.tint, 0.35);
  art.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${ground}"/>`);
  const style = has(c, /arch/i) ? 'arches' : has(c, /dune|sunset/i) ? 'dunes' : 'strokes';
  if (style === 'arches') {
    const cx = x + w / 2;
    const by = y + h - 40;
    const cols = [c.main, lighten(c.accent, 0.1), mix(c.main, '#e8a0a0', 0.5), lighten(c.main, 0.45), c.accent];
    for (let i = 0; i < 5; i++) {
      const r = 190 - i * 34;
      art.push(
        `<path d="M${f(cx - r)},${by} A${r},${r} 0 0 1 ${f(cx + r)},${by}" fill="none" stroke="${cols[i]!}" stroke-width="30"/>`,
      );
    }
    art.push(`<circle cx="${f(x + w * 0.8)}" cy="${f(y + h * 0.2)}" r="34" fill="${c.accent}"/>`);
    art.push(`<rect x="${x}" y="${by}" width="${w}" height="${h}" fill="${darken(ground, 0.06)}"/>`);
  } else if (style === 'dunes') {
    art.push(
      `<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${linear(c, [
        [0, lighten(c.accent, 0.4)],
        [1, c.accent],
      ])}"/>`,
    );
    art.push(`<circle cx="${f(x + w * 0.35)}" cy="${f(y + h * 0.42)}" r="60" fill="${lighten(c.accent, 0.7)}"/>`);
    for (let i = 0; i < 4; i++) {
      const yy = y + h * (0.5 + i * 0.13);
      const col = mix(c.main, darken(c.main, 0.4), i / 3);
      art.push(
        `<path d="M${x},${f(yy + 30)} C${f(x + w * 0.25)},${f(yy - 40)} ${f(x + w * 0.55)},${f(yy + 40)} ${f(x + w)},${f(yy - 10)} L${x + w},${y + h} L${x},${y + h} Z" fill="${col}"/>`,
      );
    }
  } else {
    const cols = [c.main, c.accent, darken(c.main, 0.3), lighten(c.accent, 0.4), '#f3f0e8'];
    for (let i = 0; i < 9; i++) {
      const sx = x + c.rng() * w * 0.4 - 40;
      const sy = y + 40 + c.rng() * (h - 80);
      const ex = sx + w * (0.5 + c.rng() * 0.5);
      const ey = sy + (c.rng() - 0.5) * 160;
      art.push(
        `<path d="M${f(sx)},${f(sy)} Q${f((sx + ex) / 2)},${f(sy - 80 + c.rng() * 160)} ${f(ex)},${f(ey)}" fill="none" stroke="${cols[i % cols.length]!}" stroke-width="${f(18 + c.rng() * 40)}" stroke-linecap="round" opacity="0.85"/>`,
      );
    }
    art.push(`<circle cx="${f(x + w * 0.72)}" cy="${f(y + h * 0.3)}" r="46" fill="${c.accent}" opacity="0.9"/>`);
  }
  parts.push(canvasEdge(c, x, y, w, h, style === 'dunes' ? c.main : c.tint, 12));
  parts.push(`<g clip-path="${cp}">${art.join('')}</g>`);
  return `<g filter="url(#${SHADOW})">${parts.join('')}</g>`;
}

function plate(c: Ctx, cx: number, cy: number, r: number, style: number): string {
  const ceramic = luminance(c.main) > 0.8;
  const base = ceramic
    ? radial(c, [
        [0, '#ffffff'],
        [0.9, c.main],
        [1, darken(c.main, 0.15)],
      ])
    : radial(
        c,
        [
          [0, lighten(c.main, 0.35)],
          [0.6, c.main],
          [0.92, darken(c.main, 0.25)],
          [1, lighten(c.main, 0.2)],
        ],
        0.45,
        0.4,
        0.6,
      );
  const ink = ceramic ? c.accent : darken(c.main, 0.4);
  const out: string[] = [`<circle cx="${cx}" cy="${cy}" r="${r}" fill="${base}"/>`];
  out.push(
    `<circle cx="${cx}" cy="${cy}" r="${f(r * 0.88)}" fill="none" stroke="${ink}" stroke-width="${f(r * 0.03)}"/>`,
  );
  if (style === 0) {
    const n = 12;
    for (let i = 0; i < n; i++) {
      out.push(
        `<ellipse cx="${cx}" cy="${f(cy - r * 0.45)}" rx="${f(r * 0.12)}" ry="${f(r * 0.3)}" transform="rotate(${(i * 360) / n} ${cx} ${cy})" fill="${ceramic ? ink : 'none'}" stroke="${ink}" stroke-width="2" opacity="${ceramic ? 0.9 : 0.8}"/>`,
      );
    }
    out.push(`<circle cx="${cx}" cy="${cy}" r="${f(r * 0.16)}" fill="${ink}"/>`);
  } else if (style === 1) {
    for (let k = 1; k <= 4; k++) {
      out.push(
        `<circle cx="${cx}" cy="${cy}" r="${f(r * 0.18 * k)}" fill="none" stroke="${ink}" stroke-width="${k % 2 ? 3 : 6}" stroke-dasharray="${k % 2 ? '' : '4 6'}"/>`,
      );
    }
  } else {
    const n = 8;
    for (let i = 0; i < n; i++) {
      out.push(
        `<path d="M${cx},${cy} q${f(r * 0.3)},${f(-r * 0.2)} 0,${f(-r * 0.7)} q${f(-r * 0.3)},${f(r * 0.2)} 0,${f(r * 0.7)} Z" transform="rotate(${(i * 360) / n} ${cx} ${cy})" fill="${ceramic ? mix(ink, '#3ab0c0', 0.4) : 'none'}" stroke="${ink}" stroke-width="2.5"/>`,
      );
    }
  }
  out.push(
    `<ellipse cx="${f(cx - r * 0.35)}" cy="${f(cy - r * 0.45)}" rx="${f(r * 0.3)}" ry="${f(r * 0.12)}" transform="rotate(-35 ${f(cx - r * 0.35)} ${f(cy - r * 0.45)})" fill="#ffffff" opacity="0.3"/>`,
  );
  return out.join('');
}

function wallPlates(c: Ctx): string {
  return `<g filter="url(#${SHADOW})">${plate(c, 330, 430, 170, 0)}${plate(c, 560, 250, 110, 1)}${plate(c, 585, 520, 90, 2)}</g>`;
}

function wallHanging(c: Ctx): string {
  const parts: string[] = [];
  if (has(c, /toran/i)) {
    const top = 220;
    const left = 90;
    const right = 710;
    parts.push(`<rect x="${left}" y="${top}" width="${right - left}" height="70" fill="${c.main}"/>`);
    for (let x = left + 30; x < right; x += 60) {
      parts.push(
        `<circle cx="${x}" cy="${top + 35}" r="18" fill="${c.accent}"/><circle cx="${x}" cy="${top + 35}" r="9" fill="${glassFill(c)}" stroke="#f5f1e8" stroke-width="2"/>`,
      );
    }
    parts.push(
      `<rect x="${left}" y="${top - 4}" width="${right - left}" height="8" fill="${c.accent}"/><rect x="${left}" y="${top + 66}" width="${right - left}" height="8" fill="${c.accent}"/>`,
    );
    const n = 10;
    const step = (right - left) / n;
    const cols = [c.accent, '#2f7d6b', c.main, '#e07a2f'];
    for (let i = 0; i < n; i++) {
      const x0 = left + i * step;
      const tip = top + 74 + 120;
      parts.push(
        `<polygon points="${polygon([
          [x0 + 4, top + 74],
          [x0 + step - 4, top + 74],
          [x0 + step / 2, tip],
        ])}" fill="${cols[i % cols.length]!}"/>`,
        `<circle cx="${f(x0 + step / 2)}" cy="${top + 110}" r="10" fill="${glassFill(c)}" stroke="#f5f1e8" stroke-width="2"/>`,
      );
      // bead string and tassel
      for (let b = 0; b < 6; b++) {
        parts.push(
          `<circle cx="${f(x0 + step / 2)}" cy="${tip + 10 + b * 14}" r="5" fill="${b % 2 ? '#f3e2b0' : c.accent}"/>`,
        );
      }
      parts.push(`<path d="M${f(x0 + step / 2)},${tip + 90} l-10,40 h20 Z" fill="${c.accent}"/>`);
    }
    return `<g filter="url(#${SHADOW})">${parts.join('')}</g>`;
  }
  // macrame
  const left = 220;
  const right = 580;
  const dowelY = 170;
  const cord = c.main;
  const cordDark = darken(c.main, 0.25);
  parts.push(
    `<path d="M${left + 10},${dowelY} L400,${dowelY - 90} L${right - 10},${dowelY}" fill="none" stroke="${cordDark}" stroke-width="4"/>`,
  );
  const n = 16;
  const xs = Array.from({ length: n }, (_, i) => left + 20 + (i * (right - left - 40)) / (n - 1));
  const rows = 7;
  const rowH = 40;
  const segs: string[] = [];
  for (let r = 0; r < rows; r++) {
    const y0 = dowelY + 10 + r * rowH;
    const y1 = y0 + rowH;
    const inset = r * ((right - left) / 2 / rows) * 0.55;
    for (let i = 0; i < n; i++) {
      const x = xs[i]!;
      const inside = x > left + inset && x < right - inset;
      const dir = (i + r) % 2 === 0 ? 1 : -1;
      const nx = inside ? x + dir * ((right - left - 40) / (n - 1)) * 0.5 : x;
      segs.push(
        `<path d="M${f(x)},${f(y0)} Q${f((x + nx) / 2)},${f((y0 + y1) / 2)} ${f(nx)},${f(y1)}" fill="none" stroke="${cord}" stroke-width="7" stroke-linecap="round"/>`,
      );
      if (inside && r % 2 === 1) {
        segs.push(
          `<ellipse cx="${f(x)}" cy="${f(y0)}" rx="9" ry="7" fill="${lighten(cord, 0.1)}" stroke="${cordDark}" stroke-width="1.5"/>`,
        );
      }
      if (inside && r === 3 && i % 4 === 1) {
        segs.push(`<circle cx="${f(x)}" cy="${f(y0)}" r="11" fill="${c.accent}"/>`);
      }
    }
  }
  const fringeTop = dowelY + 10 + rows * rowH;
  for (let i = 0; i < n; i++) {
    const x = xs[i]!;
    const len = 260 - Math.abs(x - 400) * 0.9;
    segs.push(
      `<path d="M${f(x)},${fringeTop} L${f(x)},${f(fringeTop + len)}" stroke="${cord}" stroke-width="7" stroke-linecap="round"/>`,
      `<path d="M${f(x - 3)},${f(fringeTop + len - 40)} L${f(x - 5)},${f(fringeTop + len + 6)} M${f(x + 3)},${f(fringeTop + len - 40)} L${f(x + 5)},${f(fringeTop + len + 6)}" stroke="${lighten(cord, 0.3)}" stroke-width="3"/>`,
    );
  }
  parts.push(...segs);
  parts.push(
    `<rect x="${left - 30}" y="${dowelY - 10}" width="${right - left + 60}" height="20" rx="10" fill="${metalH(c, '#b98d55')}"/>`,
  );
  for (const x of xs) {
    parts.push(
      `<ellipse cx="${f(x)}" cy="${dowelY + 8}" rx="8" ry="11" fill="${cord}" stroke="${cordDark}" stroke-width="1.5"/>`,
    );
  }
  return `<g filter="url(#${SHADOW})">${parts.join('')}</g>`;
}

function plank(c: Ctx, x: number, y: number, w: number, depth = 16, thick = 28): string {
  return (
    `<polygon points="${polygon([
      [x + 10, y - depth],
      [x + w - 10, y - depth],
      [x + w, y],
      [x, y],
    ])}" fill="${lighten(c.main, 0.2)}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="${thick}" fill="${woodV(c, c.main)}"/>` +
    `<rect x="${x}" y="${y}" width="${w}" height="2" fill="${lighten(c.main, 0.45)}" opacity="0.7"/>` +
    woodGrain(c, x, y + 2, w, thick - 4, c.main)
  );
}

function plantPot(c: Ctx, x: number, base: number, s: number): string {
  const pot = mix(c.accent, '#c2714f', 0.3);
  const out: string[] = [];
  const leaves: [number, number][] = [
    [-40, -10],
    [-20, -30],
    [0, -40],
    [22, -28],
    [40, -8],
  ];
  for (const [dx, dy] of leaves) {
    out.push(
      `<ellipse cx="${f(x + dx * s)}" cy="${f(base - 60 * s + dy * s)}" rx="${f(16 * s)}" ry="${f(28 * s)}" transform="rotate(${dx} ${f(x + dx * s)} ${f(base - 60 * s + dy * s)})" fill="${dx % 40 === 0 ? '#5b8a4d' : '#6f9d5c'}"/>`,
    );
  }
  out.push(
    `<path d="M${f(x - 34 * s)},${f(base - 56 * s)} h${f(68 * s)} l${f(-8 * s)},${f(56 * s)} h${f(-52 * s)} Z" fill="${metalH(c, pot)}"/>`,
  );
  return out.join('');
}

function shelf(c: Ctx): string {
  const parts: string[] = [];
  const iron = has(c, /iron|bracket/i);
  const rope = has(c, /rope|swing/i);
  const spice = has(c, /spice|masala/i);
  const brass = has(c, /brass/i);
  const corner = has(c, /corner|bamboo/i);
  const set3 = has(c, /set of 3|three|tier|display/i);
  let planks: [number, number, number][];
  if (set3 && has(c, /set of 3/i))
    planks = [
      [300, 250, 300],
      [450, 420, 260],
      [370, 590, 360],
    ];
  else if (set3)
    planks = [
      [400, 240, 440],
      [400, 420, 440],
      [400, 600, 440],
    ];
  else if (rope || spice || corner)
    planks = [
      [400, 320, 380],
      [400, 520, 380],
    ];
  else planks = [[400, 420, 520]];
  if (rope) {
    for (const dx of [-175, 175]) {
      parts.push(
        `<path d="M400,80 L${400 + dx},${planks[0]![1] - 6} L${400 + dx},${planks[1]![1] + 30}" fill="none" stroke="${c.accent}" stroke-width="6" stroke-dasharray="8 3"/>`,
      );
    }
    parts.push(`<circle cx="400" cy="80" r="10" fill="${darken(c.accent, 0.3)}"/>`);
  }
  if (corner || has(c, /display|kerala/i)) {
    const ys = planks.map((p) => p[1]);
    const top = Math.min(...ys) - 170;
    const bottom = Math.max(...ys) + 40;
    for (const x of [400 - planks[0]![2] / 2 - 16, 400 + planks[0]![2] / 2]) {
      parts.push(
        `<rect x="${x}" y="${top}" width="16" height="${bottom - top}" rx="6" fill="${woodV(c, darken(c.main, 0.1))}"/>`,
      );
      if (corner) {
        for (let y = top + 40; y < bottom; y += 80) {
          parts.push(`<rect x="${x - 2}" y="${y}" width="20" height="5" fill="${darken(c.main, 0.3)}"/>`);
        }
      }
    }
    parts.push(
      `<path d="M${400 - planks[0]![2] / 2 - 16},${top + 10} Q400,${top - 50} ${400 + planks[0]![2] / 2 + 16},${top + 10}" fill="none" stroke="${woodV(c, darken(c.main, 0.1))}" stroke-width="16"/>`,
    );
  }
  const itemsPerPlank = [
    (x: number, y: number) => smallVase(c, x - 90, y - 16, 0.9) + bookStack(c, x + 80, y - 16, 0.8),
    (x: number, y: number) => plantPot(c, x - 60, y - 16, 1) + candleMini(c, x + 80, y - 16),
    (x: number, y: number) => bookStack(c, x - 60, y - 16, 0.9) + plantPot(c, x + 90, y - 16, 1),
  ];
  planks.forEach(([cx, y, w], i) => {
    const x = cx - w / 2;
    if (iron) {
      for (const bx of [x + 50, x + w - 70]) {
        parts.push(
          `<path d="M${bx},${y + 28} v70 M${bx},${y + 28} h20 M${bx},${y + 90} q0,-50 20,-62" fill="none" stroke="${c.accent}" stroke-width="9" stroke-linecap="round"/>`,
          `<circle cx="${bx + 22}" cy="${y + 60}" r="9" fill="none" stroke="${c.accent}" stroke-width="5"/>`,
        );
      }
    }
    if (spice) {
      const jars = 5;
      for (let j = 0; j < jars; j++) {
        const jx = x + 40 + j * ((w - 80) / (jars - 1));
        const spiceCol = ['#d9a21b', '#b5341f', '#6b4a2b', '#e3c16f', '#4f6b2f'][j]!;
        parts.push(
          `<rect x="${f(jx - 22)}" y="${y - 16 - 80}" width="44" height="80" rx="8" fill="#eef3f3" opacity="0.85"/>`,
          `<rect x="${f(jx - 19)}" y="${y - 16 - 58}" width="38" height="55" rx="6" fill="${spiceCol}"/>`,
          `<rect x="${f(jx - 20)}" y="${y - 16 - 92}" width="40" height="14" rx="3" fill="${darken(c.main, 0.2)}"/>`,
        );
      }
    } else {
      parts.push(itemsPerPlank[i % itemsPerPlank.length]!(cx, y));
    }
    parts.push(plank(c, x, y, w, 16, rope ? 22 : 28));
    if (spice) {
      parts.push(`<rect x="${x}" y="${y - 60}" width="${w}" height="8" rx="4" fill="${metalH(c, c.main)}"/>`);
      parts.push(
        `<rect x="${x}" y="${y - 60}" width="10" height="60" fill="${c.main}"/><rect x="${x + w - 10}" y="${y - 60}" width="10" height="60" fill="${c.main}"/>`,
      );
    }
    if (brass) {
      parts.push(`<rect x="${x}" y="${y + 22}" width="${w}" height="6" fill="${metalH(c, c.accent)}"/>`);
    }
  });
  return `<g filter="url(#${SHADOW})">${parts.join('')}</g>`;
}

function candleMini(c: Ctx, x: number, base: number): string {
  return (
    `<rect x="${x - 22}" y="${base - 70}" width="44" height="70" fill="${linear(
      c,
      [
        [0, '#e9dfcc'],
        [0.4, '#fbf7ee'],
        [1, '#d9cdb6'],
      ],
      0,
      0,
      1,
      0,
    )}"/>` +
    `<ellipse cx="${x}" cy="${base - 70}" rx="22" ry="5" fill="#fffaf0"/>` +
    flame(c, x, base - 72, 0.6)
  );
}

function cubeShelf(c: Ctx): string {
  const parts: string[] = [];
  if (has(c, /jharokha|mandir|pooja|temple/i)) {
    const x = 260;
    const y = 180;
    const w = 280;
    const h = 420;
    const wood = woodV(c, c.main);
    // pediment
    parts.push(
      `<path d="M${x - 20},${y + 40} L400,${y - 70} L${x + w + 20},${y + 40} Z" fill="${darken(c.main, 0.1)}"/>`,
      `<path d="M${x + 10},${y + 30} L400,${y - 48} L${x + w - 10},${y + 30} Z" fill="none" stroke="${c.accent}" stroke-width="4"/>`,
      `<circle cx="400" cy="${y - 74}" r="12" fill="${metalH(c, c.accent)}"/>`,
    );
    parts.push(`<rect x="${x}" y="${y + 30}" width="${w}" height="${h}" fill="${wood}"/>`);
    const ix = x + 30;
    const iy = y + 60;
    const iw = w - 60;
    const ih = h - 110;
    parts.push(`<path d="${archPath(ix, iy, iw, ih)}" fill="${darken(c.main, 0.55)}"/>`);
    parts.push(
      `<path d="${archPath(ix, iy, iw, ih)}" fill="none" stroke="${c.accent}" stroke-width="5" stroke-dasharray="2 9" stroke-linecap="round"/>`,
    );
    // diya and bell inside
    parts.push(
      `<path d="M370,${iy + ih - 4} q30,26 60,0 z" fill="${metalH(c, c.accent)}"/>`,
      flame(c, 400, iy + ih - 6, 0.7),
      `<line x1="${ix + iw - 40}" y1="${iy + 70}" x2="${ix + iw - 40}" y2="${iy + 130}" stroke="${c.accent}" stroke-width="3"/>`,
      `<path d="M${ix + iw - 56},${iy + 160} q16,-46 32,0 z" fill="${metalH(c, c.accent)}"/>`,
    );
    // shelf ledge and drawer
    parts.push(plank(c, x - 20, y + h - 20, w + 40, 14, 26));
    parts.push(
      `<rect x="${x + 20}" y="${y + h + 6}" width="${w - 40}" height="40" fill="${darken(c.main, 0.1)}"/><circle cx="400" cy="${y + h + 26}" r="6" fill="${metalH(c, c.accent)}"/>`,
    );
    // side pillars
    for (const px of [x - 4, x + w - 12]) {
      parts.push(`<rect x="${px}" y="${y + 30}" width="16" height="${h - 50}" fill="${metalH(c, c.main)}"/>`);
    }
    return `<g filter="url(#${SHADOW})">${parts.join('')}</g>`;
  }
  if (has(c, /grid/i)) {
    const x = 220;
    const y = 180;
    const s = 120;
    const bar = 10;
    parts.push(plantPot(c, x + s / 2, y + s - 2, 1));
    parts.push(bookStack(c, x + s * 1.5, y + 2 * s - 4, 0.6));
    parts.push(candleMini(c, x + s * 2.5, y + s - 4));
    parts.push(smallVase(c, x + s / 2, y + 3 * s - 4, 0.7));
    parts.push(plantPot(c, x + s * 2.5, y + 3 * s - 4, 0.9));
    for (let i = 0; i <= 3; i++) {
      parts.push(`<rect x="${x}" y="${y + i * s - bar / 2}" width="${3 * s}" height="${bar}" fill="${c.main}"/>`);
      parts.push(`<rect x="${x + i * s - bar / 2}" y="${y}" width="${bar}" height="${3 * s}" fill="${c.main}"/>`);
    }
    return `<g filter="url(#${SHADOW})">${parts.join('')}</g>`;
  }
  if (has(c, /cabinet/i)) {
    const x = 240;
    const y = 160;
    const w = 320;
    const h = 460;
    parts.push(`<rect x="${x}" y="${y}" width="${w}" height="${h}" fill="${woodV(c, c.main)}"/>`);
    const dx = x + 24;
    const dy = y + 24;
    const dw = w - 48;
    const dh = h * 0.6;
    parts.push(`<rect x="${dx}" y="${dy}" width="${dw}" height="${dh}" fill="${c.accent}"/>`);
    const cp = clip(c, `<rect x="${dx + 18}" y="${dy + 18}" width="${dw - 36}" height="${dh - 36}"/>`);
    const cane: string[] = [];
    for (let i = -30; i < 40; i++) {
      const o = dx + i * 14;
      cane.push(
        `<line x1="${o}" y1="${dy}" x2="${o + dh}" y2="${dy + dh}" stroke="${darken(c.accent, 0.35)}" stroke-width="2.5"/>`,
        `<line x1="${o + dh}" y1="${dy}" x2="${o}" y2="${dy + dh}" stroke="${darken(c.accent, 0.35)}" stroke-width="2.5"/>`,
      );
    }
    for (let k = 0; k < 30; k++) {
      cane.push(
        `<line x1="${dx}" y1="${dy + k * 14}" x2="${dx + dw}" y2="${dy + k * 14}" stroke="${darken(c.accent, 0.2)}" stroke-width="2"/>`,
      );
    }
    parts.push(`<g clip-path="${cp}">${cane.join('')}</g>`);
    parts.push(
      `<rect x="${dx + 9}" y="${dy + 9}" width="${dw - 18}" height="${dh - 18}" fill="none" stroke="${woodV(c, c.main)}" stroke-width="18"/>`,
      `<circle cx="${dx + dw - 30}" cy="${dy + dh / 2}" r="8" fill="${metalH(c, '#c2a060')}"/>`,
    );
    const oy = dy + dh + 20;
    parts.push(`<rect x="${dx}" y="${oy}" width="${dw}" height="${h - dh - 68}" fill="${darken(c.main, 0.5)}"/>`);
    parts.push(smallVase(c, dx + 70, oy + h - dh - 68, 0.55));
    parts.push(bookStack(c, dx + dw - 80, oy + h - dh - 68, 0.6));
    return `<g filter="url(#${SHADOW})">${parts.join('')}</g>`;
  }
  // three open cubes
  const boxes: [number, number, number][] = [
    [200, 170, 200],
    [430, 290, 170],
    [250, 440, 150],
  ];
  const items = [
    (x: number, y: number, s: number) => plantPot(c, x + s / 2, y + s - 18, s / 160),
    (x: number, y: number, s: number) => smallVase(c, x + s / 2, y + s - 18, s / 230),
    (x: number, y: number, s: number) => candleMini(c, x + s / 2, y + s - 18),
  ];
  boxes.forEach(([x, y, s], i) => {
    const t = 18;
    parts.push(`<rect x="${x}" y="${y}" width="${s}" height="${s}" fill="${woodV(c, c.main)}"/>`);
    parts.push(
      `<rect x="${x + t}" y="${y + t}" width="${s - 2 * t}" height="${s - 2 * t}" fill="${darken(c.main, 0.45)}"/>`,
    );
    parts.push(
      `<polygon points="${polygon([
        [x + t, y + s - t],
        [x + s - t, y + s - t],
        [x + s - t - 10, y + s - t - 12],
        [x + t + 10, y + s - t - 12],
      ])}" fill="${darken(c.main, 0.2)}"/>`,
    );
    parts.push(
      `<polygon points="${polygon([
        [x + t, y + t],
        [x + t + 10, y + t + 12],
        [x + t + 10, y + s - t - 12],
        [x + t, y + s - t],
      ])}" fill="${darken(c.main, 0.3)}"/>`,
    );
    parts.push(items[i % items.length]!(x, y, s));
  });
  return `<g filter="url(#${SHADOW})">${parts.join('')}</g>`;
}

function tray(c: Ctx): string {
  const parts: string[] = [];
  const backY = 500;
  const frontY = 610;
  const left = 140;
  const right = 660;
  const inset = 60;
  const rim = 30;
  const metal = has(c, /brass|pearl/i) ? '#c9a14e' : darken(c.main, 0.2);
  parts.push(groundShadow(400, frontY + rim + 6, 290, 22, 0.35));
  // handles
  for (const [x, s] of [
    [left - 4, -1],
    [right + 4, 1],
  ] as [number, number][]) {
    parts.push(
      `<path d="M${x},${frontY - 30} q${s * 40},-10 ${s * 44},-46 q${s * 2},-20 ${s * -14},-20" fill="none" stroke="${metal}" stroke-width="12" stroke-linecap="round"/>`,
    );
  }
  const outer = polygon([
    [left + inset, backY],
    [right - inset, backY],
    [right, frontY],
    [left, frontY],
  ]);
  const innerPts: [number, number][] = [
    [left + inset + 22, backY + 10],
    [right - inset - 22, backY + 10],
    [right - 26, frontY - 8],
    [left + 26, frontY - 8],
  ];
  parts.push(`<polygon points="${outer}" fill="${lighten(c.main, 0.15)}"/>`);
  parts.push(`<polygon points="${polygon(innerPts)}" fill="${c.main}"/>`);
  const cp = clip(c, `<polygon points="${polygon(innerPts)}"/>`);
  const deco: string[] = [];
  const marble = luminance(c.main) > 0.8;
  if (marble || has(c, /pearl|inlay|pietra/i)) {
    for (let row = 0; row < 4; row++) {
      const y = backY + 22 + row * 26;
      for (let i = 0; i < 12; i++) {
        const x = left + 40 + i * 50 + (row % 2) * 25;
        const sx = 1;
        const sy = 0.55;
        deco.push(`<g transform="translate(${x} ${y}) scale(${sx} ${sy})">`);
        for (let p = 0; p < 5; p++) {
          deco.push(
            `<ellipse cx="0" cy="-9" rx="5" ry="9" transform="rotate(${p * 72})" fill="${marble ? (p % 2 ? c.accent : '#c0553a') : c.accent}"/>`,
          );
        }
        deco.push(`<circle r="4" fill="${marble ? '#d9a441' : lighten(c.accent, 0.2)}"/></g>`);
      }
    }
  } else {
    deco.push(woodGrain(c, left, backY, right - left, frontY - backY, c.main));
  }
  parts.push(`<g clip-path="${cp}">${deco.join('')}</g>`);
  // front rim
  parts.push(
    `<rect x="${left}" y="${frontY}" width="${right - left}" height="${rim}" fill="${woodV(c, darken(c.main, 0.05))}"/>`,
  );
  parts.push(`<rect x="${left}" y="${frontY}" width="${right - left}" height="3" fill="${lighten(c.main, 0.4)}"/>`);
  // two cutting-chai glasses
  parts.push(chaiGlass(330, frontY - 36, 1), chaiGlass(440, frontY - 58, 1));
  return parts.join('');
}

function clock(c: Ctx): string {
  const parts: string[] = [];
  const metal = metalH(c, c.main);
  const ink = luminance(c.accent) < 0.4 ? c.accent : '#2d2a26';
  if (has(c, /carriage/i)) {
    const x = 270;
    const w = 260;
    const top = 300;
    const bottom = SURFACE_Y - 18;
    parts.push(groundShadow(410, SURFACE_Y, 160, 14));
    parts.push(
      `<path d="M${x + 40},${top - 10} Q400,${top - 110} ${x + w - 40},${top - 10}" fill="none" stroke="${darken(c.main, 0.1)}" stroke-width="12" stroke-linecap="round"/>`,
    );
    parts.push(`<rect x="${x - 14}" y="${top - 14}" width="${w + 28}" height="30" rx="6" fill="${metal}"/>`);
    parts.push(`<rect x="${x}" y="${top}" width="${w}" height="${bottom - top}" fill="${metal}"/>`);
    parts.push(
      `<rect x="${x + 22}" y="${top + 30}" width="${w - 44}" height="${bottom - top - 60}" fill="${c.accent}" opacity="0.85"/>`,
    );
    parts.push(
      `<rect x="${x + 22}" y="${top + 30}" width="${w - 44}" height="${bottom - top - 60}" fill="${glassFill(c)}" opacity="0.35"/>`,
    );
    parts.push(`<rect x="${x - 14}" y="${bottom - 6}" width="${w + 28}" height="30" rx="6" fill="${metal}"/>`);
    parts.push(clockFace(c, 400, top + 130, 90, ink));
    return parts.join('');
  }
  const cx = 400;
  const cy = 420;
  const R = 180;
  parts.push(groundShadow(cx + 14, SURFACE_Y, 170, 14));
  // feet / stand
  parts.push(
    `<path d="M${cx - 120},${SURFACE_Y} Q${cx - 100},${cy + 120} ${cx - 60},${cy + 150} L${cx + 60},${cy + 150} Q${cx + 100},${cy + 120} ${cx + 120},${SURFACE_Y} Z" fill="${metal}"/>`,
  );
  parts.push(`<ellipse cx="${cx}" cy="${SURFACE_Y - 4}" rx="130" ry="12" fill="${darken(c.main, 0.3)}"/>`);
  // bell knob
  parts.push(
    `<rect x="${cx - 10}" y="${cy - R - 30}" width="20" height="36" fill="${metal}"/><circle cx="${cx}" cy="${cy - R - 36}" r="20" fill="${metal}"/>`,
  );
  parts.push(
    `<circle cx="${cx}" cy="${cy}" r="${R}" fill="${radial(c, [
      [0.8, darken(c.main, 0.2)],
      [0.9, lighten(c.main, 0.35)],
      [1, darken(c.main, 0.35)],
    ])}"/>`,
  );
  parts.push(clockFace(c, cx, cy, R - 30, ink));
  parts.push(
    `<path d="M${cx - R + 50},${cy - 60} A${R - 40},${R - 40} 0 0 1 ${cx + 20},${cy - R + 42}" fill="none" stroke="#ffffff" stroke-width="10" opacity="0.35" stroke-linecap="round"/>`,
  );
  return parts.join('');
}

function clockFace(c: Ctx, cx: number, cy: number, r: number, ink: string): string {
  const out: string[] = [];
  out.push(
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${radial(c, [
      [0, '#fdfaf2'],
      [1, '#e9e1cf'],
    ])}" stroke="${darken(c.main, 0.3)}" stroke-width="4"/>`,
  );
  for (let i = 0; i < 60; i++) {
    const a = (i / 60) * Math.PI * 2;
    const major = i % 5 === 0;
    const r1 = r - 10;
    const r2 = r - (major ? (i % 15 === 0 ? 36 : 26) : 16);
    out.push(
      `<line x1="${f(cx + Math.cos(a) * r1)}" y1="${f(cy + Math.sin(a) * r1)}" x2="${f(cx + Math.cos(a) * r2)}" y2="${f(cy + Math.sin(a) * r2)}" stroke="${ink}" stroke-width="${major ? 5 : 1.5}" stroke-linecap="round"/>`,
    );
  }
  // 10:10
  const hand = (deg: number, len: number, w: number): string => {
    const a = ((deg - 90) * Math.PI) / 180;
    return `<line x1="${cx}" y1="${cy}" x2="${f(cx + Math.cos(a) * len)}" y2="${f(cy + Math.sin(a) * len)}" stroke="${ink}" stroke-width="${w}" stroke-linecap="round"/>`;
  };
  out.push(hand(305, r * 0.5, 9), hand(60, r * 0.75, 6), hand(200, r * 0.8, 2));
  out.push(`<circle cx="${cx}" cy="${cy}" r="9" fill="${metalH(c, c.main)}" stroke="${ink}" stroke-width="2"/>`);
  return out.join('');
}

function box(c: Ctx): string {
  const parts: string[] = [];
  const fx = 190;
  const fw = 340;
  const top = 470;
  const bottom = SURFACE_Y - 18;
  const dx = 90;
  const dy = -60;
  const fill = c.main;
  const small = has(c, /trinket|meenakari/i);
  parts.push(groundShadow(fx + fw / 2 + 50, SURFACE_Y - 10, 250, 20, 0.35));
  // feet
  for (const x of [fx + 20, fx + fw - 20]) {
    parts.push(`<circle cx="${x}" cy="${bottom + 6}" r="14" fill="${metalH(c, '#c2a060')}"/>`);
  }
  // right side
  parts.push(
    `<polygon points="${polygon([
      [fx + fw, top],
      [fx + fw + dx, top + dy],
      [fx + fw + dx, bottom + dy],
      [fx + fw, bottom],
    ])}" fill="${darken(fill, 0.3)}"/>`,
  );
  // front
  parts.push(`<rect x="${fx}" y="${top}" width="${fw}" height="${bottom - top}" fill="${fill}"/>`);
  // top lid
  const lid = polygon([
    [fx, top],
    [fx + fw, top],
    [fx + fw + dx, top + dy],
    [fx + dx, top + dy],
  ]);
  parts.push(`<polygon points="${lid}" fill="${lighten(fill, 0.15)}"/>`);
  // inlay pattern on front and lid
  const pattern = (ox: number, oy: number, w: number, h: number, skew: number): string => {
    const out: string[] = [];
    const step = small ? 44 : 36;
    for (let y = oy + step / 2; y < oy + h; y += step) {
      for (let x = ox + step / 2; x < ox + w; x += step) {
        const px = x + skew * (y - oy);
        out.push(`<g transform="translate(${f(px)} ${f(y)})">`);
        for (let p = 0; p < 4; p++) {
          out.push(`<ellipse cx="0" cy="-7" rx="4.5" ry="8" transform="rotate(${p * 90 + 45})" fill="${c.accent}"/>`);
        }
        out.push(`<circle r="3" fill="${small ? '#e05a47' : darken(fill, 0.2)}"/></g>`);
      }
    }
    return out.join('');
  };
  const cpFront = clip(c, `<rect x="${fx + 8}" y="${top + 8}" width="${fw - 16}" height="${bottom - top - 16}"/>`);
  parts.push(`<g clip-path="${cpFront}">${pattern(fx, top, fw, bottom - top, 0)}</g>`);
  const cpLid = clip(c, `<polygon points="${lid}"/>`);
  parts.push(`<g clip-path="${cpLid}">${pattern(fx + dx / 2, top + dy, fw, -dy, 0)}</g>`);
  // lid seam and clasp
  parts.push(
    `<rect x="${fx}" y="${top + 30}" width="${fw}" height="5" fill="${darken(fill, 0.45)}"/>`,
    `<polygon points="${polygon([
      [fx + fw, top + 30],
      [fx + fw + dx, top + 30 + dy],
      [fx + fw + dx, top + 35 + dy],
      [fx + fw, top + 35],
    ])}" fill="${darken(fill, 0.55)}"/>`,
    `<rect x="${fx + fw / 2 - 16}" y="${top + 20}" width="32" height="40" rx="6" fill="${metalH(c, '#c9a14e')}" stroke="${darken('#c9a14e', 0.4)}" stroke-width="2"/>`,
  );
  parts.push(
    `<rect x="${fx}" y="${top}" width="${fw}" height="${bottom - top}" fill="none" stroke="${darken(fill, 0.35)}" stroke-width="4"/>`,
  );
  return parts.join('');
}

function chaiGlass(x: number, base: number, s: number): string {
  const p = (dx: number, dy: number): string => `${f(x + dx * s)},${f(base + dy * s)}`;
  return (
    `<ellipse cx="${f(x + 6 * s)}" cy="${f(base)}" rx="${f(30 * s)}" ry="${f(7 * s)}" fill="#000" opacity="0.2"/>` +
    `<path d="M${p(-28, -90)} L${p(28, -90)} L${p(22, 0)} L${p(-22, 0)} Z" fill="#f5f7f8" opacity="0.55"/>` +
    `<path d="M${p(-26, -70)} L${p(26, -70)} L${p(22, -4)} L${p(-22, -4)} Z" fill="#b7793e"/>` +
    `<ellipse cx="${f(x)}" cy="${f(base - 70 * s)}" rx="${f(26 * s)}" ry="${f(5 * s)}" fill="#d39a5c"/>` +
    `<line x1="${f(x - 16 * s)}" y1="${f(base - 84 * s)}" x2="${f(x - 12 * s)}" y2="${f(base - 10 * s)}" stroke="#ffffff" stroke-width="${f(4 * s)}" opacity="0.6"/>`
  );
}

function coasters(c: Ctx): string {
  const parts: string[] = [];
  const grass = has(c, /grass|sabai|jute/i);
  const light = luminance(c.main) > 0.8;
  const face = (fx: number, fy: number, r: number, squash: number): string => {
    const x = 0;
    const y = 0;
    const rx = r;
    const ry = r;
    const out: string[] = [`<g transform="translate(${f(fx)} ${f(fy)}) scale(1 ${Math.round(squash * 1000) / 1000})">`];
    out.push(
      `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx)}" ry="${f(ry)}" fill="${
        light
          ? radial(c, [
              [0, '#ffffff'],
              [1, darken(c.main, 0.06)],
            ])
          : radial(c, [
              [0, lighten(c.main, 0.25)],
              [1, darken(c.main, 0.15)],
            ])
      }"/>`,
    );
    if (grass) {
      for (let k = 1; k < 10; k++) {
        const ring = k === 7;
        out.push(
          `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f((rx * k) / 10)}" ry="${f((ry * k) / 10)}" fill="none" stroke="${ring ? c.accent : darken(c.main, 0.28)}" stroke-width="${ring ? f(rx * 0.07) : 2}"${ring ? '' : ' stroke-dasharray="6 3"'}/>`,
        );
      }
    } else if (light) {
      // pietra dura flower
      out.push(
        `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx * 0.88)}" ry="${f(ry * 0.88)}" fill="none" stroke="${c.accent}" stroke-width="3"/>`,
      );
      for (let p = 0; p < 8; p++) {
        const a = (p / 8) * Math.PI * 2;
        const px = x + Math.cos(a) * rx * 0.42;
        const py = y + Math.sin(a) * ry * 0.42;
        out.push(
          `<ellipse cx="${f(px)}" cy="${f(py)}" rx="${f(rx * 0.2)}" ry="${f(ry * 0.12)}" transform="rotate(${f((a * 180) / Math.PI)} ${f(px)} ${f(py)})" fill="${p % 2 ? c.accent : '#c0553a'}"/>`,
        );
      }
      out.push(`<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx * 0.14)}" ry="${f(ry * 0.14)}" fill="#d9a441"/>`);
    } else {
      // hammered metal
      for (let k = 0; k < 26; k++) {
        const a = k * 2.4;
        const rr = Math.sqrt(k / 26) * 0.85;
        out.push(
          `<ellipse cx="${f(x + Math.cos(a) * rx * rr)}" cy="${f(y + Math.sin(a) * ry * rr)}" rx="${f(rx * 0.09)}" ry="${f(ry * 0.09)}" fill="${lighten(c.main, 0.4)}" opacity="0.4"/>`,
        );
      }
      out.push(
        `<ellipse cx="${f(x)}" cy="${f(y)}" rx="${f(rx * 0.92)}" ry="${f(ry * 0.92)}" fill="none" stroke="${darken(c.main, 0.3)}" stroke-width="3"/>`,
      );
    }
    out.push('</g>');
    return out.join('');
  };
  // holder with four standing coasters
  const hx = 150;
  const hw = 300;
  const hTop = 480;
  const hBottom = SURFACE_Y;
  const R = 140;
  parts.push(groundShadow(hx + hw / 2 + 16, hBottom, hw / 2 + 20, 16));
  for (let i = 0; i < 4; i++) {
    const ox = hx + hw / 2 - 24 + i * 14;
    const oy = hTop - 10 - i * 3;
    parts.push(
      `<circle cx="${ox}" cy="${oy}" r="${R}" fill="${darken(c.main, 0.12 + i * 0.04)}" stroke="${darken(c.main, 0.4)}" stroke-width="2"/>`,
    );
  }
  parts.push(face(hx + hw / 2 + 24, hTop - 22, R - 8, 1));
  const holderCol = light ? '#d8d1c5' : grass ? darken(c.main, 0.2) : darken(c.main, 0.3);
  parts.push(
    `<path d="M${hx},${hBottom} L${hx},${hTop + 20} Q${hx},${hTop} ${hx + 20},${hTop} L${hx + hw - 20},${hTop} Q${hx + hw},${hTop} ${hx + hw},${hTop + 20} L${hx + hw},${hBottom} Z" fill="${sheen(c, holderCol, 0.2)}"/>`,
    `<rect x="${hx + 24}" y="${hTop + 28}" width="${hw - 48}" height="${hBottom - hTop - 56}" rx="8" fill="none" stroke="${c.accent}" stroke-width="4" opacity="0.9"/>`,
    `<rect x="${hx}" y="${hTop}" width="${hw}" height="4" fill="${lighten(holderCol, 0.4)}" opacity="0.8"/>`,
  );
  // one coaster lying flat in front, with a glass of chai on it
  const cx = 560;
  const cy = SURFACE_Y + 30;
  const rx = 150;
  const ry = 50;
  parts.push(groundShadow(cx + 10, cy + 16, rx, 18));
  parts.push(`<ellipse cx="${cx}" cy="${cy + 10}" rx="${rx}" ry="${ry}" fill="${darken(c.main, 0.35)}"/>`);
  parts.push(face(cx, cy, rx, ry / rx));
  parts.push(chaiGlass(cx + 10, cy + 6, 1.3));
  return parts.join('');
}

const MOTIF_SPECS: Record<Motif, MotifSpec> = {
  'round-mirror': { placement: 'wall', draw: roundMirror },
  'arch-mirror': { placement: 'wall', draw: archMirror },
  sunburst: { placement: 'wall', draw: sunburst },
  'rect-mirror': { placement: 'wall', draw: rectMirror },
  vase: { placement: 'surface', draw: vase },
  candle: { placement: 'surface', draw: candle },
  bowl: { placement: 'surface', draw: bowl },
  lantern: { placement: 'surface', draw: lantern },
  planter: { placement: 'surface', draw: planter },
  table: { placement: 'floor', draw: coffeeTable },
  'side-table': { placement: 'floor', draw: sideTable },
  console: { placement: 'floor', draw: consoleTable },
  'frame-art': { placement: 'wall', draw: frameArt },
  'abstract-art': { placement: 'wall', draw: abstractArt },
  'wall-plates': { placement: 'wall', draw: wallPlates },
  'wall-hanging': { placement: 'wall', draw: wallHanging },
  shelf: { placement: 'wall', draw: shelf },
  'cube-shelf': { placement: 'wall', draw: cubeShelf },
  tray: { placement: 'surface', draw: tray },
  clock: { placement: 'surface', draw: clock },
  box: { placement: 'surface', draw: box },
  coasters: { placement: 'surface', draw: coasters },
};

// ---------------------------------------------------------------------------
// Backdrops
// ---------------------------------------------------------------------------

interface Scene {
  wall: string;
  floor: string;
  /** Uniform scale and offset applied to the object. */
  scale: number;
  dx: number;
  dy: number;
  window: boolean;
  niche: boolean;
  sprig: boolean;
}

function sceneFor(c: Ctx, placement: Placement): Scene {
  const base = mix(c.tint, '#fbf8f2', 0.35);
  const scheme = ((c.variant % 4) + 4) % 4;
  switch (scheme) {
    case 1:
      return {
        wall: mix(lighten(c.accent, 0.8), base, 0.45),
        floor: mix('#d8c4a6', c.accent, 0.15),
        scale: 1.22,
        dx: 0,
        dy: placement === 'wall' ? 10 : 40,
        window: false,
        niche: false,
        sprig: false,
      };
    case 2:
      return {
        wall: mix(base, c.main, 0.18),
        floor: mix('#c9ae8a', c.main, 0.2),
        scale: 0.86,
        dx: -60,
        dy: 0,
        window: true,
        niche: false,
        sprig: true,
      };
    case 3:
      return {
        wall: mix(base, '#ffffff', 0.35),
        floor: mix('#e3d6c4', c.tint, 0.3),
        scale: 0.9,
        dx: 0,
        dy: 0,
        window: false,
        niche: true,
        sprig: false,
      };
    default:
      return {
        wall: base,
        floor: mix('#d6c1a2', c.tint, 0.25),
        scale: 1,
        dx: 0,
        dy: 0,
        window: false,
        niche: false,
        sprig: false,
      };
  }
}

function backdrop(c: Ctx, placement: Placement, s: Scene): string {
  const out: string[] = [];
  const horizon = placement === 'floor' ? 560 : placement === 'surface' ? 600 : 800;
  out.push(
    `<rect width="800" height="800" fill="${radial(
      c,
      [
        [0, lighten(s.wall, 0.45)],
        [0.6, s.wall],
        [1, darken(s.wall, 0.12)],
      ],
      0.45,
      0.35,
      0.85,
    )}"/>`,
  );
  if (s.niche) {
    out.push(`<path d="${archPath(170, 90, 460, horizon - 90 + 40)}" fill="${darken(s.wall, 0.08)}"/>`);
    out.push(
      `<path d="${archPath(170, 90, 460, horizon - 90 + 40)}" fill="none" stroke="${lighten(s.wall, 0.5)}" stroke-width="3" opacity="0.6"/>`,
    );
  }
  if (s.window) {
    out.push(
      `<g opacity="0.35" filter="url(#${BLUR_SOFT})"><polygon points="${polygon([
        [470, 60],
        [760, 60],
        [700, horizon === 800 ? 700 : horizon],
        [380, horizon === 800 ? 700 : horizon],
      ])}" fill="#fffaf0"/></g>`,
    );
    out.push(
      `<g opacity="0.25"><line x1="615" y1="60" x2="540" y2="${horizon === 800 ? 700 : horizon}" stroke="${s.wall}" stroke-width="18"/><line x1="455" y1="300" x2="735" y2="300" stroke="${s.wall}" stroke-width="14"/></g>`,
    );
  }
  if (placement === 'floor') {
    out.push(
      `<rect y="${horizon}" width="800" height="${800 - horizon}" fill="${linear(c, [
        [0, darken(s.floor, 0.08)],
        [1, lighten(s.floor, 0.1)],
      ])}"/>`,
    );
    out.push(`<rect y="${horizon - 14}" width="800" height="14" fill="${lighten(s.wall, 0.3)}"/>`);
    out.push(`<rect y="${horizon}" width="800" height="3" fill="${darken(s.floor, 0.25)}" opacity="0.5"/>`);
    for (let i = 1; i < 6; i++) {
      const y = horizon + (i * i * (800 - horizon)) / 30;
      out.push(
        `<line x1="0" y1="${f(y)}" x2="800" y2="${f(y)}" stroke="${darken(s.floor, 0.2)}" stroke-width="1" opacity="0.35"/>`,
      );
    }
    // rug
    out.push(
      `<ellipse cx="400" cy="${FLOOR_Y + 25}" rx="360" ry="70" fill="${mix(s.floor, c.tint, 0.6)}" opacity="0.6"/>`,
    );
  } else if (placement === 'surface') {
    out.push(
      `<rect y="${horizon}" width="800" height="${800 - horizon}" fill="${linear(c, [
        [0, darken(s.floor, 0.05)],
        [1, lighten(s.floor, 0.12)],
      ])}"/>`,
    );
    out.push(`<rect y="${horizon}" width="800" height="2" fill="${lighten(s.floor, 0.5)}" opacity="0.8"/>`);
    out.push(`<rect y="760" width="800" height="40" fill="${darken(s.floor, 0.18)}"/>`);
  } else {
    // subtle plaster texture for walls
    for (let i = 0; i < 14; i++) {
      out.push(
        `<circle cx="${f(c.rng() * 800)}" cy="${f(c.rng() * 800)}" r="${f(60 + c.rng() * 120)}" fill="${i % 2 ? '#ffffff' : darken(s.wall, 0.2)}" opacity="0.05"/>`,
      );
    }
  }
  return out.join('');
}

function sprig(c: Ctx, placement: Placement): string {
  const baseY = placement === 'floor' ? FLOOR_Y + 10 : placement === 'surface' ? SURFACE_Y + 10 : 742;
  const x = 680;
  const out: string[] = [];
  if (placement === 'wall') {
    // top of a sideboard below the wall piece
    const wood = mix('#8a6442', c.tint, 0.2);
    out.push(
      `<rect x="0" y="718" width="800" height="24" fill="${lighten(wood, 0.2)}"/>`,
      `<rect x="0" y="742" width="800" height="58" fill="${linear(c, [
        [0, wood],
        [1, darken(wood, 0.25)],
      ])}"/>`,
      `<rect x="0" y="742" width="800" height="3" fill="${lighten(wood, 0.45)}" opacity="0.8"/>`,
      bookStack(c, 150, 734, 0.9),
    );
  }
  // glass bottle with eucalyptus
  out.push(
    `<path d="M${x - 14},${baseY - 150} h28 v30 q36,20 36,60 v60 h-100 v-60 q0,-40 36,-60 Z" fill="#e6f0ee" opacity="0.55" stroke="#ffffff" stroke-width="2"/>`,
  );
  for (const [ang, len] of [
    [-20, 190],
    [8, 230],
    [30, 170],
  ] as [number, number][]) {
    out.push(`<g transform="rotate(${ang} ${x} ${baseY - 120})">`);
    out.push(
      `<line x1="${x}" y1="${baseY - 120}" x2="${x}" y2="${baseY - 120 - len}" stroke="#6f7f62" stroke-width="3"/>`,
    );
    for (let k = 1; k < 7; k++) {
      const y = baseY - 120 - (k * len) / 7;
      out.push(
        `<ellipse cx="${x - 12}" cy="${f(y)}" rx="12" ry="9" fill="${mix('#8fa88a', c.tint, 0.15)}"/><ellipse cx="${x + 12}" cy="${f(y - 8)}" rx="12" ry="9" fill="#8aa487"/>`,
      );
    }
    out.push(`</g>`);
  }
  return out.join('');
}

// ---------------------------------------------------------------------------
// Public API
// ---------------------------------------------------------------------------

/**
 * The filters blur in sRGB: SVG's default (linearRGB) converts every filtered layer to linear light
 * and back, about a sixth of a drawing's CPU time, and blurred shadows look the same either way
 * (on average a twentieth of a colour step apart).
 */
const FILTER_SPACE = 'color-interpolation-filters="sRGB"';

function commonDefs(uid: string): string {
  return (
    `<filter id="${uid}${SHADOW}" ${FILTER_SPACE} x="-25%" y="-25%" width="150%" height="160%"><feGaussianBlur in="SourceAlpha" stdDeviation="12"/><feOffset dx="8" dy="18" result="o"/><feComponentTransfer><feFuncA type="linear" slope="0.32"/></feComponentTransfer><feMerge><feMergeNode/><feMergeNode in="SourceGraphic"/></feMerge></filter>` +
    `<filter id="${uid}${BLUR}" ${FILTER_SPACE} x="-50%" y="-200%" width="200%" height="500%"><feGaussianBlur stdDeviation="10"/></filter>` +
    `<filter id="${uid}${BLUR_SOFT}" ${FILTER_SPACE} x="-20%" y="-20%" width="140%" height="140%"><feGaussianBlur stdDeviation="24"/></filter>` +
    `<filter id="${uid}${GLOW}" ${FILTER_SPACE}><feGaussianBlur stdDeviation="6"/></filter>`
  );
}

/** Rewrites the shared filter references to this document's id prefix. */
function scopeFilters(svg: string, uid: string): string {
  return svg.replace(/url\(#(DS|BL|BS|GL)\)/g, (_m, id: string) => `url(#${uid}${id})`);
}

/**
 * A square 800x800 SVG showing the product's motif in a simple studio
 * setting. `variant` 0 is the main image; 1..3 are alternative views.
 */
export function renderProductSvg(product: ArtInput, variant = 0): string {
  const palette = product.palette.length > 0 ? product.palette : ['#b08850'];
  const main = palette[0]!;
  const accent = palette[1] ?? darken(main, 0.35);
  const tint = palette[2] ?? lighten(main, 0.75);
  const v = Math.max(0, Math.floor(variant));
  const seed = hashString(`${product.name}|${product.motif}`);
  const uid = 'p' + seed.toString(36) + 'v' + v + '_';
  const c: Ctx = {
    main,
    accent,
    tint,
    frame: product.frame,
    name: product.name,
    variant: v,
    rng: rngFrom(seed),
    defs: [],
    uid,
    counter: 0,
  };
  const spec = MOTIF_SPECS[product.motif] ?? MOTIF_SPECS.vase;
  const scene = sceneFor(c, spec.placement);
  // separate stream so the backdrop texture never changes the object's shape
  const bgCtx: Ctx = { ...c, uid: uid + 'bg', counter: 0, rng: rngFrom((seed ^ Math.imul(0x9e3779b9, v + 1)) >>> 0) };
  const bg = backdrop(bgCtx, spec.placement, scene);
  const object = spec.draw(c);
  const anchorY = spec.placement === 'floor' ? FLOOR_Y : spec.placement === 'surface' ? SURFACE_Y : 400;
  const transform =
    scene.scale === 1 && scene.dx === 0 && scene.dy === 0
      ? ''
      : ` transform="translate(${f(400 + scene.dx)} ${f(anchorY + scene.dy)}) scale(${scene.scale}) translate(-400 ${-anchorY})"`;
  const extra = scene.sprig ? sprig(c, spec.placement) : '';
  // a soft vignette ties the frame together
  const vignette = `<rect width="800" height="800" fill="${radial(
    c,
    [
      [0.55, '#000000', 0],
      [1, '#000000', 0.16],
    ],
    0.5,
    0.45,
    0.75,
  )}"/>`;
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">` +
    `<title>${escapeXml(product.name)}</title>` +
    `<defs>${commonDefs(uid)}${c.defs.join('')}</defs>` +
    bg +
    `<g${transform}>${object}</g>` +
    extra +
    vignette +
    `</svg>`;
  return scopeFilters(svg, uid);
}

/**
 * A wide 1600x600 banner for category pages and the deal strip: a background only. The page
 * draws the deal's title and text over it, so words painted into the picture would show as a
 * ghost copy behind the heading (and go stale when the admin renames the deal). The title only
 * seeds the pattern.
 */
export function renderBannerSvg(title: string, palette: string[]): string {
  const main = palette[0] ?? '#b5603b';
  const accent = palette[1] ?? darken(main, 0.3);
  const tint = palette[2] ?? lighten(main, 0.85);
  const seed = hashString(`banner|${title}`);
  const uid = 'b' + seed.toString(36) + '_';
  const c: Ctx = { main, accent, tint, name: title, variant: 0, rng: rngFrom(seed), defs: [], uid, counter: 0 };
  // a deep ground: the main colour if it is dark enough, else a dark accent
  const ground = luminance(main) < 0.55 ? main : luminance(accent) < 0.45 ? accent : darken(main, 0.35);
  const bgA = ground;
  const bgB = darken(ground, 0.35);
  const orn = ground === accent ? main : accent;
  const parts: string[] = [];
  parts.push(
    `<rect width="1600" height="600" fill="${linear(
      c,
      [
        [0, bgA],
        [1, bgB],
      ],
      0,
      0,
      1,
      1,
    )}"/>`,
  );
  // mandala rosette on the right
  const cx = 1330;
  const cy = 300;
  for (let ring = 0; ring < 5; ring++) {
    const r = 80 + ring * 55;
    const n = 12 + ring * 6;
    for (let i = 0; i < n; i++) {
      const a = (i / n) * 360;
      parts.push(
        `<ellipse cx="${cx}" cy="${cy - r}" rx="${f(10 + ring * 3)}" ry="${f(24 + ring * 6)}" transform="rotate(${f(a)} ${cx} ${cy})" fill="${ring % 2 ? orn : tint}" opacity="${f(0.5 - ring * 0.07)}"/>`,
      );
    }
    parts.push(
      `<circle cx="${cx}" cy="${cy}" r="${r + 30}" fill="none" stroke="${tint}" stroke-width="2" opacity="0.25"/>`,
    );
  }
  parts.push(`<circle cx="${cx}" cy="${cy}" r="56" fill="${orn}" opacity="0.85"/>`);
  parts.push(`<circle cx="${cx}" cy="${cy}" r="30" fill="${tint}" opacity="0.9"/>`);
  // arches along the left
  for (let i = 0; i < 3; i++) {
    parts.push(
      `<path d="${archPath(-60 + i * 70, 140 + i * 40, 200, 600)}" fill="none" stroke="${tint}" stroke-width="2" opacity="${f(0.18 - i * 0.04)}"/>`,
    );
  }
  // scalloped border
  for (let x = 0; x < 1600; x += 40) {
    parts.push(`<circle cx="${x + 20}" cy="600" r="20" fill="${tint}" opacity="0.12"/>`);
    parts.push(`<circle cx="${x + 20}" cy="0" r="20" fill="${tint}" opacity="0.12"/>`);
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="1600" height="600" viewBox="0 0 1600 600">` +
    `<title>${escapeXml(title)}</title>` +
    `<defs>${c.defs.join('')}</defs>` +
    parts.join('') +
    `</svg>`
  );
}

/** The raster pipelines of `variants` product images (variant 0 first), 800x800, not yet encoded. */
export function productArt(product: ArtInput, variants: number): sharp.Sharp[] {
  const count = Math.max(0, Math.floor(variants));
  return Array.from({ length: count }, (_, v) => productArtOf(renderProductSvg(product, v)));
}

/** The raster pipeline of a product image drawn by renderProductSvg, 800x800, not yet encoded. */
export function productArtOf(svg: string): sharp.Sharp {
  return sharp(Buffer.from(svg), { density: 72 }).resize(PRODUCT_IMAGE_SIZE, PRODUCT_IMAGE_SIZE);
}

/** Rasterises `variants` product images (variant 0 first) as 800x800 WebP. */
export async function renderProductImages(product: ArtInput, variants: number): Promise<Buffer[]> {
  const out: Buffer[] = [];
  for (const art of productArt(product, variants)) out.push(await art.webp({ quality: 80 }).toBuffer());
  return out;
}

/** A banner's raster pipeline, 1600x600, not yet encoded. */
export function bannerArt(title: string, palette: string[]): sharp.Sharp {
  return sharp(Buffer.from(renderBannerSvg(title, palette)), { density: 72 }).resize(BANNER_WIDTH, BANNER_HEIGHT);
}

/** Rasterises a banner to a 1600x600 WebP. */
export async function renderBannerImage(title: string, palette: string[]): Promise<Buffer> {
  return bannerArt(title, palette).webp({ quality: 82 }).toBuffer();
}
