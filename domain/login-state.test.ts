import { describe, expect, it } from 'vitest';
import { readLogin } from './login-state.js';

const user = { id: 7, email: 'jan@example.org', isAdmin: false };
const userCookie = `user=${encodeURIComponent(JSON.stringify(user))}`;

describe('readLogin', () => {
  it('reads no login, a team login and a user login', () => {
    expect(readLogin('')).toEqual({ loginState: false, user: null });
    expect(readLogin('loggedIn=team')).toEqual({ loginState: 'team', user: null });
    expect(readLogin(`other=1; loggedIn=user; ${userCookie}`)).toEqual({
      loginState: 'user',
      user,
    });
  });

  it('prefers a user login over a team login', () => {
    expect(readLogin(`loggedIn=team; loggedIn=user; ${userCookie}`)).toEqual({
      loginState: 'user',
      user,
    });
  });

  it('does not show a user login without a readable user', () => {
    expect(readLogin('loggedIn=user; user=%7Bbroken')).toEqual({ loginState: false, user: null });
    expect(readLogin('loggedIn=user; loggedIn=team')).toEqual({ loginState: 'team', user: null });
  });
});
