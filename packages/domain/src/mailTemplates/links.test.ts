import { describe, expect, it } from 'vitest';
import { languages } from '../plain/language';
import { mailTemplateKeys, defaultMailTemplate } from './templates';
import {
  allowedLinkHosts,
  foreignLinks,
  foreignLinkText,
  hostOfLink,
  linksIn,
  strangerTriggeredMailKeys,
} from './links';

const allowed = allowedLinkHosts('https://talentpool.example', 'https://www.acme.example/jobs');

describe('links in a template a stranger can trigger (decision 213)', () => {
  it('finds what a mail client would link', () => {
    expect(linksIn('Go to https://evil.example/login now')).toEqual(['https://evil.example/login']);
    expect(linksIn('www.evil.example')).toEqual(['www.evil.example']);
    expect(linksIn('reset at login-evil.example/reset.')).toEqual(['login-evil.example/reset.']);
    expect(linksIn('write to hr@evil.example')).toEqual(['hr@evil.example']);
    expect(linksIn('mailto:hr@evil.example')).toEqual(['mailto:hr@evil.example']);
    expect(linksIn('Thank you, we will write soon')).toEqual([]);
  });

  it('reads the host of each kind', () => {
    expect(hostOfLink('https://Evil.Example/x')).toBe('evil.example');
    expect(hostOfLink('hr@evil.example')).toBe('evil.example');
    expect(hostOfLink('mailto:hr@evil.example')).toBe('evil.example');
    expect(hostOfLink('ftp://talentpool.example/x')).toBeNull();
    expect(hostOfLink('https://ex\u0430mple.com')).not.toBe('example.com');
    expect(hostOfLink('https://talentpool.example@evil.example/x')).toBe('evil.example');
    expect(hostOfLink('https://evil.example\\@talentpool.example')).toBe('evil.example');
    expect(hostOfLink('https://Talentpool.Example:443/x')).toBe('talentpool.example');
  });

  it('allows PUBLIC_URL and the website (and its other names), nothing else', () => {
    expect(allowed).toEqual(['talentpool.example', 'acme.example']);
    const ok = {
      subject: 'Thanks from acme.example',
      body: 'See https://talentpool.example/x, https://careers.acme.example and hr@acme.example',
    };
    expect(foreignLinks('applicationReceived', ok, allowed)).toEqual({});
    expect(
      foreignLinks(
        'applicationReceived',
        { subject: 'Verify at https://talentpool.example.evil.example', body: 'ok' },
        allowed,
      ),
    ).toEqual({ subject: 'https://talentpool.example.evil.example' });
    expect(
      foreignLinks('rejection', { subject: 'x', body: 'Appeal: http://evil.example' }, allowed),
    ).toEqual({ body: 'http://evil.example' });
    // A company without a website: PUBLIC_URL only.
    expect(
      foreignLinks('applicationReceived', ok, allowedLinkHosts('https://talentpool.example', null)),
    ).toHaveProperty('body');
  });

  it('leaves the mails a stranger cannot trigger and the placeholders alone', () => {
    const text = { subject: 'x', body: 'https://evil.example {{company.name}}' };
    expect(foreignLinks('stageChange', text, allowed)).toEqual({});
    expect(
      foreignLinks(
        'applicationReceived',
        { subject: '{{job.title}}', body: '{{company.name}} {{link}}' },
        allowed,
      ),
    ).toEqual({});
  });

  it('passes every default text', () => {
    for (const key of mailTemplateKeys) {
      for (const lang of languages) {
        expect(foreignLinks(key, defaultMailTemplate(key, lang), allowed)).toEqual({});
      }
    }
    expect(strangerTriggeredMailKeys).toContain('applicationReceived');
  });

  it('says why in English and Arabic', () => {
    expect(foreignLinkText('evil.example', allowed, 'en')).toContain('talentpool.example');
    expect(foreignLinkText('evil.example', allowed, 'ar')).toMatch(/[\u0600-\u06FF]/);
  });
});
