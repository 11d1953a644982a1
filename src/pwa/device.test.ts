import { describe, expect, it } from 'vitest';
import { installPlatform } from './device';

const UA = {
  iPhoneSafari:
    'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
  iPadOldSafari:
    'Mozilla/5.0 (iPad; CPU OS 12_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/12.1 Mobile/15E148 Safari/604.1',
  iPadOsSafari:
    'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15',
  androidChrome:
    'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36',
  windowsChrome:
    'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36',
  linuxFirefox: 'Mozilla/5.0 (X11; Linux x86_64; rv:127.0) Gecko/20100101 Firefox/127.0',
};

describe('installPlatform', () => {
  it('knows the phones and tablets that can install the app', () => {
    expect(installPlatform(UA.iPhoneSafari, 5)).toBe('ios');
    expect(installPlatform(UA.iPadOldSafari, 5)).toBe('ios');
    expect(installPlatform(UA.iPadOsSafari, 5)).toBe('ios');
    expect(installPlatform(UA.androidChrome, 5)).toBe('android');
  });

  it('leaves desktops alone, a Mac included', () => {
    expect(installPlatform(UA.iPadOsSafari, 0)).toBe('other');
    expect(installPlatform(UA.windowsChrome, 0)).toBe('other');
    expect(installPlatform(UA.linuxFirefox, 0)).toBe('other');
    // A touch laptop is still a desktop.
    expect(installPlatform(UA.windowsChrome, 10)).toBe('other');
  });
});
