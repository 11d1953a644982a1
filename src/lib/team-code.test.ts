import { describe, expect, it } from 'vitest';
import { requireTeamCode, resolveTeamCode, SUBDOMAIN_NOT_FOUND } from './team-code';

const storage = (value: string | null) => ({
  getItem: (key: string) => (key === 'teamCode' ? value : null),
});
const prod = { appDomain: 'teampot.nl' };
const local = { appDomain: 'localhost' };

describe('resolveTeamCode', () => {
  it.each([
    ['demo.localhost', local, 'demo'],
    ['demo.localhost', { appDomain: '' }, 'demo'],
    ['DEMO.Localhost.', local, 'demo'],
    ['demo.teampot.nl', prod, 'demo'],
    ['fc-oranje.teampot.nl', prod, 'fc-oranje'],
    ['demo.staging.teampot.nl', { appDomain: 'staging.teampot.nl' }, 'demo'],
    ['demo.teampot.nl', { appDomain: 'teampot.nl:443' }, 'demo'],
    ['demo.other-host.org', prod, 'demo'],
  ])('%s (%o) is team %s', (hostname, config, expected) => {
    expect(resolveTeamCode(hostname, config, storage(null))).toBe(expected);
  });

  it.each([
    ['teampot.nl', prod],
    ['www.teampot.nl', prod],
    ['api.teampot.nl', prod],
    ['admin.teampot.nl', prod],
    ['teampot.nl', { appDomain: 'www.teampot.nl' }],
    ['other-host.org', prod],
    ['localhost', local],
    ['127.0.0.1', local],
    ['www.localhost', local],
  ])('%s (%o) is the main domain', (hostname, config) => {
    expect(resolveTeamCode(hostname, config, storage(null))).toBeNull();
  });

  it('uses the stored team code on bare localhost and IP addresses', () => {
    expect(resolveTeamCode('localhost', local, storage('demo'))).toBe('demo');
    expect(resolveTeamCode('127.0.0.1', local, storage(' Demo '))).toBe('demo');
    expect(resolveTeamCode('[::1]', local, storage('demo'))).toBe('demo');
    expect(resolveTeamCode('localhost', local, storage(''))).toBeNull();
    expect(resolveTeamCode('localhost', local, null)).toBeNull();
  });

  it('ignores the stored value where the hostname decides', () => {
    expect(resolveTeamCode('teampot.nl', prod, storage('demo'))).toBeNull();
    expect(resolveTeamCode('other.localhost', local, storage('demo'))).toBe('other');
  });
});

describe('requireTeamCode', () => {
  it('passes a team code through', () => {
    expect(requireTeamCode('demo')).toBe('demo');
  });
  it("throws 'Subdomain not found' without one", () => {
    expect(() => requireTeamCode(null)).toThrow(SUBDOMAIN_NOT_FOUND);
  });
});
