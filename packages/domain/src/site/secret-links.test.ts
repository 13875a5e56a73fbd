import { describe, expect, it } from 'vitest';
import {
  LINK_REMOVED,
  SECRET_LINK_SQL_PATTERN,
  secretLinkPath,
  secretLinkPrefixes,
  withoutSecretLinks,
  withoutSecretLinksIn,
} from './secret-links';

const token = 'q9X_-aZ0b1c2d3e4f5g6h7i8j9k0l1m2n3o4p5q6r7s';

describe('secretLinkPrefixes', () => {
  it('are the /:token routes of the site, each plain path words', () => {
    expect(secretLinkPrefixes).toEqual(['/password/reset', '/garage/claims', '/unsubscribe', '/transfer/accept']);
    for (const prefix of secretLinkPrefixes) expect(prefix).toMatch(/^(\/[a-z-]+)+$/);
  });
});

describe('secretLinkPath', () => {
  it('builds a link to a /:token route, and refuses any other', () => {
    expect(secretLinkPath('/unsubscribe', token)).toBe(`/unsubscribe/${token}`);
    expect(() => secretLinkPath('/dashboard/claims', token)).toThrow(/not a \/:token route/);
  });
});

describe('withoutSecretLinks', () => {
  it.each([
    [
      `Set it: https://kestrel.test/password/reset/${token}`,
      `Set it: https://kestrel.test/password/reset/${LINK_REMOVED}`,
    ],
    [`https://k.test/garage/claims/${token}\nThanks`, `https://k.test/garage/claims/${LINK_REMOVED}\nThanks`],
    [`To stop: https://k.test/unsubscribe/${token}.`, `To stop: https://k.test/unsubscribe/${LINK_REMOVED}.`],
    [
      `<a href="https://k.test/unsubscribe/${token}">stop</a>`,
      `<a href="https://k.test/unsubscribe/${LINK_REMOVED}">stop</a>`,
    ],
    [
      `/password/reset/${token} and /garage/claims/${token}`,
      `/password/reset/${LINK_REMOVED} and /garage/claims/${LINK_REMOVED}`,
    ],
    // Already removed, or links without a token: left as they are.
    [`/password/reset/${LINK_REMOVED}`, `/password/reset/${LINK_REMOVED}`],
    ['Reset it at https://k.test/auth/forgot-password-mail', 'Reset it at https://k.test/auth/forgot-password-mail'],
    ['Follow it: https://k.test/dashboard/claims/4f1c-22', 'Follow it: https://k.test/dashboard/claims/4f1c-22'],
    ['', ''],
  ])('%j', (text, expected) => {
    expect(withoutSecretLinks(text)).toBe(expected);
  });

  it('matches the PostgreSQL form of the rule', () => {
    const sqlLike = new RegExp(SECRET_LINK_SQL_PATTERN, 'g');
    const text = `a /garage/claims/${token} b /unsubscribe/${token}`;
    expect(text.replace(sqlLike, '')).toBe('a  b ');
  });
});

describe('withoutSecretLinksIn', () => {
  it('cleans every string of an export, keeping its shape and other values', () => {
    const rows = {
      outbox_emails: [{ text_body: `x /password/reset/${token}`, html_body: null, attempts: 1, sent: true }],
      audit_log: [{ after: { note: `see /garage/claims/${token}` } }],
    };
    expect(withoutSecretLinksIn(rows)).toEqual({
      outbox_emails: [{ text_body: `x /password/reset/${LINK_REMOVED}`, html_body: null, attempts: 1, sent: true }],
      audit_log: [{ after: { note: `see /garage/claims/${LINK_REMOVED}` } }],
    });
  });
});
