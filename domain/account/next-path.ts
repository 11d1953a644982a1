/**
 * Where a login may lead back to after registering, verifying and logging in (issue 32):
 * only the invitation link, with a token as the server makes them (base64url). Anything
 * else (another host, `//evil`, `/\evil`, a path with more in it) is no `next`: an
 * allowlist rather than a check of what a URL may look like, so nothing can open a
 * redirect elsewhere.
 */
export const NEXT_PATH = /^\/uitnodiging\?token=[A-Za-z0-9_-]{1,200}$/;

/** The path of an invitation link on either host. */
export function invitationPath(token: string): string {
  return `/uitnodiging?token=${encodeURIComponent(token)}`;
}

/** `value` when it is a page a login may lead back to, else null. */
export function safeNextPath(value: string | null | undefined): string | null {
  return value && NEXT_PATH.test(value) ? value : null;
}
