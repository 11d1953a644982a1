import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { LRUCache } from 'lru-cache';
import type { ReactNode } from 'react';
import type { Font } from 'satori';
import { eurosToCents, formatMoney } from '../../../domain/money.js';
import {
  recapFacts,
  recapTitle,
  type RecapFact,
} from '../../../domain/season-recap/season-recap.js';
import type { SeasonRecap } from '../../../domain/season-recap/season-recap.schema.js';

/**
 * The preview image of `/seizoen/{id}` (Open Graph, 1200 × 630: what WhatsApp shows
 * large): satori lays the summary out as SVG, resvg (a native binary from its
 * platform package) rasterises it to PNG. It is drawn from the summary answer alone,
 * as the visitor gets it, so the privacy settings apply as they do on the page.
 * Roboto comes from the @fontsource/roboto package (Latin and Latin Extended, so
 * "Łukasz" and "Øyvind" have their letters): nothing is downloaded.
 */

export const OG_WIDTH = 1200;
export const OG_HEIGHT = 630;

const require = createRequire(import.meta.url);
const fontFile = (file: string) =>
  readFileSync(require.resolve(`@fontsource/roboto/files/${file}`));

let fonts: Font[] | null = null;
function loadFonts(): Font[] {
  // Each subset under a name of its own: satori falls back to another font only by name.
  fonts ??= (['latin', 'latin-ext'] as const).flatMap((subset) =>
    ([400, 700] as const).map((weight) => ({
      name: `Roboto ${subset}`,
      data: fontFile(`roboto-${subset}-${weight}-normal.woff`),
      weight,
      style: 'normal' as const,
    })),
  );
  return fonts;
}

type Style = Record<string, string | number>;

/** A satori element: the shape of a React element, without React on the server. */
function box(style: Style, ...children: (ReactNode | string)[]): ReactNode {
  return {
    type: 'div',
    key: null,
    // A lone child as itself: satori counts an array as several (and wants flex for those).
    props: {
      style: { display: 'flex', ...style },
      children: children.length === 1 ? children[0] : children,
    },
  } as unknown as ReactNode;
}

const GREEN = '#1b5e20';
const LIGHT = '#c8e6c9';
const ACCENT = '#ffb26b';
const oneLine: Style = { whiteSpace: 'nowrap', overflow: 'hidden', textOverflow: 'ellipsis' };

function tile(fact: RecapFact): ReactNode {
  return box(
    {
      flexDirection: 'column',
      width: 528,
      padding: '20px 28px',
      borderRadius: 20,
      background: 'rgba(255, 255, 255, 0.12)',
    },
    box({ fontSize: 26, color: LIGHT }, fact.label),
    // A long list of names gets two smaller lines before it is cut short.
    fact.who.length > 22
      ? box(
          { display: 'block', fontSize: 30, fontWeight: 700, marginTop: 6, lineClamp: 2 },
          fact.who,
        )
      : box({ fontSize: 40, fontWeight: 700, marginTop: 6, ...oneLine }, fact.who),
    box({ fontSize: 28, color: ACCENT, marginTop: 4 }, fact.figure),
  );
}

function recapElement(recap: SeasonRecap): ReactNode {
  const facts = recapFacts(recap).slice(0, 4);
  const figures = [
    `${recap.matches} ${recap.matches === 1 ? 'wedstrijd' : 'wedstrijden'}`,
    `${recap.goals} ${recap.goals === 1 ? 'doelpunt' : 'doelpunten'}`,
    ...(recap.totalPot === null ? [] : [`Totale pot ${formatMoney(eurosToCents(recap.totalPot))}`]),
  ];
  return box(
    {
      flexDirection: 'column',
      width: '100%',
      height: '100%',
      padding: '40px 56px',
      background: GREEN,
      color: 'white',
      fontFamily: '"Roboto latin", "Roboto latin-ext"',
    },
    box({ fontSize: 28, color: LIGHT }, 'Teampot · seizoensoverzicht'),
    box({ fontSize: 56, fontWeight: 700, marginTop: 8, ...oneLine }, recapTitle(recap)),
    box(
      { flexWrap: 'wrap', gap: 20, marginTop: 24, flexGrow: 1, alignContent: 'flex-start' },
      ...(facts.length > 0
        ? facts.map(tile)
        : [box({ fontSize: 32, color: LIGHT }, 'Nog geen wedstrijden gespeeld')]),
    ),
    box({ fontSize: 30, fontWeight: 700 }, figures.join(' · ')),
  );
}

/** The PNG of a summary. Synchronous work of some 50–150 ms: callers keep the result (below). */
export async function renderRecapImage(recap: SeasonRecap): Promise<Buffer> {
  // Loaded at the first image (docs/decisions.md, "Modules a request loads").
  const [{ default: satori }, { Resvg }] = await Promise.all([
    import('satori'),
    import('@resvg/resvg-js'),
  ]);
  const svg = await satori(recapElement(recap), {
    width: OG_WIDTH,
    height: OG_HEIGHT,
    fonts: loadFonts(),
  });
  return new Resvg(svg, { fitTo: { mode: 'width', value: OG_WIDTH } }).render().asPng();
}

/** A summary's fingerprint: the image's ETag and the version in its address. */
export function recapHash(recap: SeasonRecap): string {
  return createHash('sha256').update(JSON.stringify(recap)).digest('base64url').slice(0, 16);
}

/**
 * Images by their summary's fingerprint: the same summary is drawn once, and
 * concurrent requests for it (a link shared in a group, fetched by every phone's
 * preview at once) share one rendering. About 30 KB each.
 */
const images = new LRUCache<string, Promise<Buffer>>({ max: 200 });

export function recapImage(recap: SeasonRecap): { hash: string; png: Promise<Buffer> } {
  const hash = recapHash(recap);
  let png = images.get(hash);
  if (!png) {
    png = renderRecapImage(recap);
    images.set(hash, png);
    // A failure is not kept: the next request tries again.
    png.catch(() => images.delete(hash));
  }
  return { hash, png };
}
