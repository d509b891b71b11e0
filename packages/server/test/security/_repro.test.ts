import { it } from 'vitest';
import { startTestServer } from '../helpers/testServer';
import { createAccount } from '../helpers/accounts';
it('repro', async () => {
  const s = await startTestServer({ env: {} });
  const u = await createAccount(s, 'User');
  const c = await createAccount(s, 'Company');
  const cases: [string, string, string, string, string?][] = [
    ['PATCH', '/api/user/reset-password', '""', 'multipart/form-data; boundary=----x'],
    ['PATCH', '/api/user/uploadCv', '""', 'multipart/form-data; boundary=----x', u.token],
    ['POST', '/api/company/signup', 'null', 'application/json'],
    ['POST', '/api/user/signup', "\"' OR '1'='1\"", 'application/json'],
    ['POST', '/api/user/signup', '[[[[[[[1]]]]]]]', 'application/json'],
    ['POST', '/api/user/signup', '['.repeat(5000) + '1' + ']'.repeat(5000), 'application/json'],
    [
      'PATCH',
      '/api/user/uploadImg',
      '['.repeat(5000) + '1' + ']'.repeat(5000),
      'application/json',
      u.token,
    ],
    ['PATCH', '/api/user/uploadImg', '{}', 'application/json', u.token],
    ['PUT', '/api/company', 'null', 'application/json', c.token],
    ['PUT', '/api/user', '"x"', 'application/json', u.token],
  ];
  for (const [method, path, body, type, token] of cases) {
    const res = await fetch(s.url + path, {
      method,
      body,
      headers: { 'content-type': type, ...(token ? { authorization: `Bearer ${token}` } : {}) },
    });
    console.log(
      'RESULT',
      method,
      path,
      body.slice(0, 20),
      type,
      res.status,
      (await res.text()).slice(0, 150),
    );
  }
  await s.close();
});
