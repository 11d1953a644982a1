/** The team's public match calendar: an https address (to paste) and its webcal:// twin (to subscribe with one tap). */
export function calendarFeedUrls(
  apiUrl: string,
  teamCode: string,
): { https: string; webcal: string } {
  const https = `${apiUrl.replace(/\/+$/, '')}/api/${encodeURIComponent(teamCode)}/calendar.ics`;
  return { https, webcal: https.replace(/^https?:\/\//, 'webcal://') };
}
