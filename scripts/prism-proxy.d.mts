export interface PrismProxy {
  url: string;
  problems: () => string[];
  stop: () => Promise<void>;
}

export function startPrismProxy(upstream: string, options?: { document?: string }): Promise<PrismProxy>;
