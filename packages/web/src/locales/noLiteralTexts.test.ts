// @vitest-environment node
// Issue 9: "no user-facing literals in components, enforced by a lint rule". This test runs the
// project's ESLint configuration on sample components, so the rule cannot quietly stop working
// (docs/decisions/070-no-literal-texts.md). `npx eslint .` applies it to the real components.
import path from 'node:path';
import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '../../../..');
const eslint = new ESLint({ cwd: root });

async function literalFindings(source: string, file = 'packages/web/src/features/x/Sample.tsx') {
  const [result] = await eslint.lintText(source, { filePath: path.join(root, file) });
  return (result?.messages ?? [])
    .filter((m) => m.ruleId === 'i18next/no-literal-string' || m.ruleId === 'no-restricted-syntax')
    .map((m) => m.line);
}

describe('the no-literal-texts lint rule', () => {
  it('finds every kind of literal text a person would read or hear', async () => {
    const source = [
      "import { notify } from '../../lib/notify';",
      'export function Sample({ ok }: { ok: boolean }) {',
      "  if (!ok) notify.error('Something went wrong');",
      '  return (',
      '    <div>',
      '      <p>Hello there</p>',
      '      <p>مرحبا بكم</p>',
      "      <img src='/a.svg' alt='A picture' />",
      "      <button type='button' aria-label={ok ? 'Close menu' : 'Open menu'} />",
      "      <input placeholder='Your name' />",
      "      <p>{'Plain text'}</p>",
      "      <p>{ok && 'Shown when ok'}</p>",
      '      <p>{`Total ${ok}`}</p>',
      '    </div>',
      '  );',
      '}',
      '',
    ].join('\n');
    expect(await literalFindings(source)).toEqual([3, 6, 7, 8, 9, 9, 10, 11, 12, 13]);
  });

  it('accepts translated texts and the literals that are not texts', async () => {
    const source = [
      "import { useTranslation } from 'react-i18next';",
      "import { notify } from '../../lib/notify';",
      'export function Sample({ ok }: { ok: boolean }) {',
      '  const { t } = useTranslation();',
      "  if (!ok) notify.error(t('common.retry'), 'retry-toast');",
      '  return (',
      "    <div className='box' id='sample' role='region' aria-label={t('nav.menu')}>",
      "      <p>{t('common.loading')}</p>",
      "      <a href='/auth' rel='noreferrer'>{t('nav.login')}</a>",
      "      <input type='email' autoComplete='email' inputMode='email' dir='ltr' />",
      "      <span aria-hidden='true'>%</span> <span>{ok ? t('nav.home') : null}</span>",
      '    </div>',
      '  );',
      '}',
      '',
    ].join('\n');
    expect(await literalFindings(source)).toEqual([]);
  });

  it('leaves tests alone: they may name texts', async () => {
    const source = 'export const x = <p>Hello there</p>;\n';
    expect(await literalFindings(source, 'packages/web/src/features/x/Sample.test.tsx')).toEqual(
      [],
    );
  });
});
