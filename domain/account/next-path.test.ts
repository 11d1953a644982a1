import { describe, expect, it } from 'vitest';
import { nextPathSchema } from './account.schema.js';
import { invitationPath, safeNextPath } from './next-path.js';

describe('the page a login leads back to', () => {
  it('is the invitation link with its token', () => {
    const path = invitationPath('abc_DEF-123');
    expect(path).toBe('/uitnodiging?token=abc_DEF-123');
    expect(safeNextPath(path)).toBe(path);
    expect(nextPathSchema.safeParse(path).success).toBe(true);
  });

  it.each([
    'https://evil.example/uitnodiging?token=abc',
    '//evil.example/uitnodiging?token=abc',
    '/\\evil.example',
    '/uitnodiging?token=abc&next=//evil.example',
    '/uitnodiging?token=',
    '/uitnodiging?token=abc#x',
    '/settings',
    ' /uitnodiging?token=abc',
    '/uitnodiging?token=abc\n',
  ])('is nothing else: %j', (value) => {
    expect(safeNextPath(value)).toBeNull();
    expect(nextPathSchema.safeParse(value).error?.issues[0]?.message).toBe(
      'Ongeldige vervolgpagina',
    );
  });

  it('is nothing when absent', () => {
    expect(safeNextPath(null)).toBeNull();
    expect(safeNextPath(undefined)).toBeNull();
  });
});
