import { describe, expect, it } from 'vitest';
import { backTarget, drawerItems, headerAction, isActive } from './shell-nav';

const labels = (...args: Parameters<typeof drawerItems>) =>
  drawerItems(...args).map((i) => i.label);
const team = { env: 'team' as const, isAdmin: false, appUrl: 'https://teampot.nl' };

describe('drawerItems', () => {
  it('offers a visitor of a team the admin login', () => {
    expect(labels({ ...team, loginState: false })).toEqual([
      'Home',
      'Invoer',
      'Team beheerder login',
    ]);
  });

  it('offers a pin login logout but no settings', () => {
    expect(labels({ ...team, loginState: 'team' })).toEqual([
      'Home',
      'Mijn boetes',
      'Invoer',
      'Uitloggen',
      'Team beheerder login',
    ]);
  });

  it('offers a team admin settings and the profile on the main domain', () => {
    const items = drawerItems({ ...team, loginState: 'user' });
    expect(items.map((i) => i.label)).toEqual([
      'Home',
      'Mijn boetes',
      'Invoer',
      'Instellingen',
      'Profiel',
      'Uitloggen',
    ]);
    expect(items[4]).toMatchObject({ kind: 'external', href: 'https://teampot.nl' });
  });

  it("offers a device that said who holds it 'Mijn boetes', his own page", () => {
    const items = drawerItems({ ...team, loginState: false, deviceHolder: 7 });
    expect(items.map((i) => i.label)).toEqual([
      'Home',
      'Mijn boetes',
      'Invoer',
      'Team beheerder login',
    ]);
    expect(items[1]).toMatchObject({ kind: 'link', to: '/speler/7' });
    expect(labels({ ...team, loginState: false, deviceHolder: null })).not.toContain('Mijn boetes');
    expect(labels({ ...team, env: 'main', loginState: false, deviceHolder: 7 })).not.toContain(
      'Mijn boetes',
    );
  });

  it("offers a member 'Mijn boetes' before the device knows who holds it: the page asks first", () => {
    for (const loginState of ['team', 'user'] as const) {
      const items = drawerItems({ ...team, loginState, deviceHolder: null });
      expect(items.find((i) => i.label === 'Mijn boetes')).toMatchObject({
        kind: 'link',
        to: '/mijn-boetes',
      });
    }
  });

  it('shows the account area on the main domain', () => {
    expect(labels({ ...team, env: 'main', loginState: false })).toEqual([
      'Home',
      'Inloggen',
      'Registreren',
    ]);
    expect(labels({ ...team, env: 'main', loginState: 'user', isAdmin: true })).toEqual([
      'Mijn teams',
      'Nieuw team',
      'Beheer',
      'Uitloggen',
    ]);
  });
});

describe('headerAction', () => {
  it('shows Invoer to a logged-in team outside /input, else logout', () => {
    expect(headerAction('team', 'team', '/')).toEqual({ kind: 'input' });
    expect(headerAction('team', 'user', '/settings')).toEqual({ kind: 'input' });
    expect(headerAction('team', 'team', '/input')).toEqual({ kind: 'logout' });
    expect(headerAction('team', 'user', '/input/matches/3')).toEqual({ kind: 'logout' });
    expect(headerAction('main', 'user', '/')).toEqual({ kind: 'logout' });
  });

  it('shows Inloggen to a visitor, except on a login page', () => {
    expect(headerAction('team', false, '/')).toEqual({ kind: 'login', to: '/login' });
    expect(headerAction('team', false, '/login')).toEqual({ kind: 'none' });
    expect(headerAction('main', false, '/register')).toEqual({ kind: 'none' });
    expect(headerAction('main', false, '/')).toEqual({ kind: 'none' });
    expect(headerAction('main', false, '/forgot-password')).toEqual({
      kind: 'login',
      to: '/login',
    });
  });
});

describe('backTarget', () => {
  it('goes back to the section list from a detail page', () => {
    expect(backTarget('/input/matches/12/fill')).toBe('/input/matches');
    expect(backTarget('/input/fines/types/3')).toBe('/input/fines');
    expect(backTarget('/input/matches')).toBeNull();
    expect(backTarget('/input')).toBeNull();
    expect(backTarget('/')).toBeNull();
  });

  it("goes back to the dashboard from a player's or a season's page", () => {
    expect(backTarget('/speler/7')).toBe('/');
    expect(backTarget('/seizoen/2')).toBe('/');
    expect(backTarget('/settings')).toBeNull();
  });
});

describe('isActive', () => {
  it('matches the section, and Home only exactly', () => {
    const home = { kind: 'link' as const, label: 'Home', icon: 'home' as const, to: '/' };
    const input = { kind: 'link' as const, label: 'Invoer', icon: 'input' as const, to: '/input' };
    expect(isActive(home, '/')).toBe(true);
    expect(isActive(home, '/input')).toBe(false);
    expect(isActive(input, '/input/matches')).toBe(true);
    expect(isActive(input, '/inputs')).toBe(false);
  });
});
