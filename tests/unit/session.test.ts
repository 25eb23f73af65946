// @vitest-environment jsdom
import { beforeEach, describe, expect, it } from 'vitest';
import {
  $identity,
  $member,
  $session,
  $signedInByToken,
  endSession,
  followOtherTab,
  learnMember,
  startSession,
  syncSession,
} from '../../src/lib/session';
import { clearTokens, setTokens } from '../../src/lib/tokens';

const b64 = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
const token = (userId: number, fullName: string) =>
  `${b64({ alg: 'HS256' })}.${b64({ user_id: userId, username: `member${userId}@example.com`, full_name: fullName, exp: Math.floor(Date.now() / 1000) + 900 })}.sig`;

const sam = token(3, 'Sam Shell');
const refresh = 'the-refresh-token';
const paidStaff = { fullName: 'Sam Shell', hasPaid: true, isStaff: true };

beforeEach(() => endSession());

describe('the session store when signed out', () => {
  it('has no tokens, no user data, a null identity, and no member', () => {
    expect($session.get()).toEqual({ tokens: { access: null, refresh: null }, allUserData: {}, member: undefined });
    expect($identity.get()).toEqual({ user_id: null, username: null });
    expect($signedInByToken.get()).toBe(false);
    expect($member.get()).toBeNull();
  });
});

describe('starting a session', () => {
  it('derives the identity and the signed-in-by-token state from the access token', () => {
    startSession(sam, refresh);
    expect($identity.get()).toEqual({ user_id: 3, username: 'member3@example.com' });
    expect($signedInByToken.get()).toBe(true);
  });

  it('shows the name in the token, without paid or staff entries, until the flags are known', () => {
    startSession(sam, refresh);
    expect($member.get()).toEqual({ fullName: 'Sam Shell', hasPaid: false, isStaff: false });
    learnMember(paidStaff);
    expect($member.get()).toEqual(paidStaff);
  });

  it('keeps the known flags across a token refresh of the same member', () => {
    startSession(sam, refresh);
    learnMember(paidStaff);
    startSession(token(3, 'Sam Shell'), 'a-new-refresh-token');
    expect($member.get()).toEqual(paidStaff);
  });

  it('forgets the flags when someone else signs in', () => {
    startSession(sam, refresh);
    learnMember(paidStaff);
    startSession(token(4, 'Other Person'), refresh);
    expect($member.get()).toEqual({ fullName: 'Other Person', hasPaid: false, isStaff: false });
  });
});

describe('learning the member', () => {
  it('keeps the first answer of the page', () => {
    startSession(sam, refresh);
    learnMember(paidStaff);
    learnMember({ fullName: 'Sam Shell', hasPaid: false, isStaff: false });
    expect($member.get()).toEqual(paidStaff);
  });

  it('shows nobody when the server found nobody signed in, whatever the browser holds', () => {
    startSession(sam, refresh);
    learnMember(null);
    expect($member.get()).toBeNull();
    expect($signedInByToken.get()).toBe(true);
  });

  it('does not bring back a session that ended (the server rendered the page before logout)', () => {
    learnMember(paidStaff);
    expect($member.get()).toBeNull();
    expect($session.get().member).toBeUndefined();
  });
});

describe('ending a session', () => {
  it('clears tokens, user data and member at once', () => {
    startSession(sam, refresh);
    learnMember(paidStaff);
    endSession();
    expect($session.get()).toEqual({ tokens: { access: null, refresh: null }, allUserData: {}, member: undefined });
    expect($member.get()).toBeNull();
    expect(window.localStorage.getItem('access_token')).toBeNull();
  });
});

describe('reading storage again', () => {
  it('picks up tokens stored before the page opened and drops them once they are gone', () => {
    setTokens(sam, refresh);
    syncSession();
    expect($identity.get().user_id).toBe(3);
    clearTokens();
    syncSession();
    expect($signedInByToken.get()).toBe(false);
    expect($member.get()).toBeNull();
  });

  it('keeps the known flags while the same member stays signed in', () => {
    startSession(sam, refresh);
    learnMember(paidStaff);
    syncSession();
    expect($member.get()).toEqual(paidStaff);
  });
});

describe('following another tab', () => {
  it('signs this page out when the other tab signed out, even before this tab sees its cookies change', () => {
    startSession(sam, refresh);
    followOtherTab(null);
    expect($signedInByToken.get()).toBe(false);
    expect($member.get()).toBeNull();
  });

  it('takes the access token the other tab stored, keeping the flags of the same member', () => {
    startSession(sam, refresh);
    learnMember(paidStaff);
    followOtherTab(token(3, 'Sam Renamed'));
    expect($member.get()).toEqual(paidStaff);
    followOtherTab(token(4, 'Other Person'));
    expect($identity.get().user_id).toBe(4);
    expect($member.get()).toEqual({ fullName: 'Other Person', hasPaid: false, isStaff: false });
  });
});
