import { describe, expect, it } from 'vitest';
import { escapeHtml } from './html.js';

describe('escapeHtml', () => {
  it.each([
    ['&', '&amp;'],
    ['<', '&lt;'],
    ['>', '&gt;'],
    ['"', '&quot;'],
    ["'", '&#39;'],
  ])('writes %s as %s', (character, entity) => {
    expect(escapeHtml(character)).toBe(entity);
  });

  it('escapes an ampersand once, before the entities it writes itself', () => {
    expect(escapeHtml('<b>Jan & "Piet"</b>')).toBe('&lt;b&gt;Jan &amp; &quot;Piet&quot;&lt;/b&gt;');
  });

  it('leaves other text, accents and emoji as they are', () => {
    expect(escapeHtml('Café 🍺 € 2,50 · Oranje')).toBe('Café 🍺 € 2,50 · Oranje');
  });
});
