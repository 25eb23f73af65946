import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../../src/server/config';

let dataDir: string;
beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'fitgroup-config-'));
});
afterEach(() => {
  rmSync(dataDir, { recursive: true, force: true });
});

const contactFor = (env: Record<string, string>) => loadConfig({ DATA_DIR: dataDir, ...env }).membershipContact;

describe('MEMBERSHIP_CONTACT, the way to become a paying member shown on /membership', () => {
  it('is the support address when unset', () => {
    expect(contactFor({})).toEqual({ kind: 'email', value: 'support@fitgroup.local' });
    expect(contactFor({ SUPPORT_EMAIL: 'help@gym.example' })).toEqual({ kind: 'email', value: 'help@gym.example' });
  });

  it('is an email address, a web address or a line of text', () => {
    expect(contactFor({ MEMBERSHIP_CONTACT: 'coach@gym.example' })).toEqual({
      kind: 'email',
      value: 'coach@gym.example',
    });
    expect(contactFor({ MEMBERSHIP_CONTACT: 'https://gym.example/join' })).toEqual({
      kind: 'url',
      value: 'https://gym.example/join',
    });
    expect(contactFor({ MEMBERSHIP_CONTACT: ' Casey at the front desk, 555-0100 ' })).toEqual({
      kind: 'text',
      value: 'Casey at the front desk, 555-0100',
    });
  });

  it('never turns another scheme into a link', () => {
    expect(contactFor({ MEMBERSHIP_CONTACT: 'javascript:alert(1)' })).toEqual({
      kind: 'text',
      value: 'javascript:alert(1)',
    });
  });

  it('stops the start with one line naming it when too long or on several lines', () => {
    const fail = (value: string) => {
      try {
        contactFor({ MEMBERSHIP_CONTACT: value });
      } catch (err) {
        return err;
      }
      return null;
    };
    for (const value of ['x'.repeat(201), 'first line\nsecond line', 'https://']) {
      const err = fail(value);
      expect(err).toBeInstanceOf(ConfigError);
      expect((err as Error).message).toMatch(/^Invalid configuration: MEMBERSHIP_CONTACT /);
      expect((err as Error).message).not.toContain('\n');
    }
  });
});
