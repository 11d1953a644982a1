/**
 * Which install route a device has (spec §2 "Install popup"): Android browsers
 * offer Chromium's install prompt, iOS needs the three manual steps, every
 * other device gets no popup.
 */
export type InstallPlatform = 'android' | 'ios' | 'other';

export function installPlatform(userAgent: string, maxTouchPoints: number): InstallPlatform {
  if (/Android/i.test(userAgent)) return 'android';
  if (/iPhone|iPad|iPod/.test(userAgent)) return 'ios';
  // iPadOS 13+ presents itself as a Mac; only the touch screen gives it away.
  if (/Macintosh/.test(userAgent) && maxTouchPoints > 1) return 'ios';
  return 'other';
}

export function currentInstallPlatform(): InstallPlatform {
  return installPlatform(navigator.userAgent, navigator.maxTouchPoints ?? 0);
}

/** Started from the home screen: the app is installed already. */
export function isStandalone(): boolean {
  const iosStandalone = (navigator as Navigator & { standalone?: boolean }).standalone === true;
  return iosStandalone || window.matchMedia('(display-mode: standalone)').matches;
}
