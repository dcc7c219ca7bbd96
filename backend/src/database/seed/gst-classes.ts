import type { DemoProduct } from './catalogue';

export interface GstClass {
  hsnCode: string;
  gstRate: number;
}

const MIRROR: GstClass = { hsnCode: '70099200', gstRate: 18 }; // glass mirrors, framed
const WOOD_FURNITURE: GstClass = { hsnCode: '94036000', gstRate: 18 }; // wooden furniture
const METAL_FURNITURE: GstClass = { hsnCode: '94032090', gstRate: 18 }; // metal furniture
const BAMBOO_FURNITURE: GstClass = { hsnCode: '94038200', gstRate: 18 }; // furniture of bamboo
const CERAMIC_ORNAMENT: GstClass = { hsnCode: '69139000', gstRate: 5 }; // ornamental ceramic articles
const METAL_ORNAMENT: GstClass = { hsnCode: '83062990', gstRate: 5 }; // statuettes and ornaments of base metal
const WOOD_ORNAMENT: GstClass = { hsnCode: '44209090', gstRate: 5 }; // ornaments, caskets and boxes of wood
const WOOD_TABLEWARE: GstClass = { hsnCode: '44199090', gstRate: 5 }; // tableware of wood
const STONE_ARTICLE: GstClass = { hsnCode: '68029100', gstRate: 18 }; // worked marble
const LANTERN: GstClass = { hsnCode: '94055090', gstRate: 18 }; // non-electrical lamps
const CLOCK: GstClass = { hsnCode: '91059100', gstRate: 18 }; // other clocks, battery-operated
const PAINTING: GstClass = { hsnCode: '97019100', gstRate: 5 }; // paintings executed by hand
const PRINT: GstClass = { hsnCode: '49119100', gstRate: 5 }; // printed pictures
const TEXTILE_ARTICLE: GstClass = { hsnCode: '63079090', gstRate: 5 }; // other made-up textile articles
const CORDAGE_ARTICLE: GstClass = { hsnCode: '56090090', gstRate: 5 }; // articles of yarn or cord
const BASKETWORK: GstClass = { hsnCode: '46021990', gstRate: 5 }; // basketwork of plant material

const has = (material: string, ...words: string[]) => words.some((w) => material.toLowerCase().includes(w));

/**
 * The HSN code and GST rate of a demo product, from what it is (its motif) and what it is made
 * of. The codes are the customs tariff's for these kinds of goods and the rates the GST slabs
 * for them; a real shop confirms its own with its tax adviser.
 */
export function gstClassOf(product: Pick<DemoProduct, 'motif' | 'material'>): GstClass {
  const { motif, material } = product;
  switch (motif) {
    case 'round-mirror':
    case 'arch-mirror':
    case 'sunburst':
    case 'rect-mirror':
      return MIRROR;
    case 'table':
    case 'side-table':
    case 'console':
    case 'shelf':
    case 'cube-shelf':
      if (has(material, 'bamboo')) return BAMBOO_FURNITURE;
      return /^(wrought iron|marble and iron|powder-coated iron)/i.test(material) ? METAL_FURNITURE : WOOD_FURNITURE;
    case 'vase':
    case 'planter':
    case 'wall-plates':
      return has(material, 'ceramic', 'terracotta') ? CERAMIC_ORNAMENT : METAL_ORNAMENT;
    case 'bowl':
      return METAL_ORNAMENT;
    case 'candle':
      if (has(material, 'marble')) return STONE_ARTICLE;
      return has(material, 'wood') ? WOOD_ORNAMENT : METAL_ORNAMENT;
    case 'lantern':
      return LANTERN;
    case 'clock':
      return CLOCK;
    case 'frame-art':
    case 'abstract-art':
      return has(material, 'print') || material.trim().toLowerCase() === 'canvas' ? PRINT : PAINTING;
    case 'wall-hanging':
      return has(material, 'cord', 'rope') ? CORDAGE_ARTICLE : TEXTILE_ARTICLE;
    case 'tray':
      return has(material, 'marble') ? STONE_ARTICLE : WOOD_TABLEWARE;
    case 'box':
      return has(material, 'wood') ? WOOD_ORNAMENT : METAL_ORNAMENT;
    case 'coasters':
      if (has(material, 'marble')) return STONE_ARTICLE;
      return has(material, 'grass') ? BASKETWORK : METAL_ORNAMENT;
  }
}
