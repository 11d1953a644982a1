import { describe, expect, it } from 'vitest';
import { loadEnv } from './env.js';

describe('TRUST_PROXY', () => {
  const trustProxy = (value: string) => loadEnv({ TRUST_PROXY: value }).TRUST_PROXY;

  it('trusts no proxy by default', () => {
    expect(loadEnv({}).TRUST_PROXY).toBe(false);
    expect(trustProxy('0')).toBe(false);
  });

  it('takes a number of proxies or their addresses', () => {
    expect(trustProxy('1')).toBe(1);
    expect(trustProxy('2')).toBe(2);
    expect(trustProxy('10.0.0.7, 192.168.0.0/16,::1,loopback')).toEqual([
      '10.0.0.7',
      '192.168.0.0/16',
      '::1',
      'loopback',
    ]);
  });

  it("refuses 'true', which would trust the client's own X-Forwarded-For, and anything unclear", () => {
    expect(() => trustProxy('true')).toThrow(/TRUST_PROXY: 'true' would trust the client's own/);
    for (const value of ['yes', '-1', '10.0.0.300', '10.0.0.0/33', 'proxy.example', '']) {
      expect(() => trustProxy(value), value).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('the app’s addresses', () => {
  it('default to localhost on the port the server listens on', () => {
    expect(loadEnv({}).APP_URL).toBe('http://localhost:3000');
    const env = loadEnv({ PORT: '3100' });
    expect(env.APP_URL).toBe('http://localhost:3100');
    expect(env.TEAM_APP_URL).toBe('http://{TEAMCODE}.localhost:3100');
  });

  it('are taken as given when set', () => {
    const env = loadEnv({
      PORT: '3100',
      APP_URL: 'https://teampot.nl',
      TEAM_APP_URL: 'https://{TEAMCODE}.teampot.nl',
    });
    expect(env.APP_URL).toBe('https://teampot.nl');
    expect(env.TEAM_APP_URL).toBe('https://{TEAMCODE}.teampot.nl');
    expect(() => loadEnv({ TEAM_APP_URL: 'https://teampot.nl' })).toThrow(/must contain/);
  });
});
