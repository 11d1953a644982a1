/**
 * The few web-standard globals domain/ uses, which browsers and Node both
 * have. domain/ is checked without DOM and Node types (tsconfig.domain.json),
 * so it cannot reach for `window`, `document`, `process` or `Buffer`; a new
 * platform API is declared here on purpose, with the members used.
 */
declare class URL {
  constructor(url: string, base?: string);
  readonly protocol: string;
  readonly hostname: string;
}

declare class URLSearchParams {
  constructor(init?: string);
  get(name: string): string | null;
  set(name: string, value: string): void;
  toString(): string;
}

declare class TextEncoder {
  encode(input?: string): Uint8Array;
}
