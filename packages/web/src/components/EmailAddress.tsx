// An e-mail address that breaks at its "@" and dots first (issue 23, decision 152): a <wbr> after
// each, so a long address in a narrow menu, cell or card wraps at a readable place; the CSS's
// overflow-wrap still breaks a part longer than its box.
import { Fragment } from 'react';

export function EmailAddress({ email }: { email: string }) {
  const parts = email.split(/(?<=[@.])/);
  return (
    <>
      {parts.map((part, index) => (
        <Fragment key={index}>
          {index > 0 ? <wbr /> : null}
          {part}
        </Fragment>
      ))}
    </>
  );
}
