import fs from 'node:fs';
import type { MessageDescriptor } from '@lingui/core';
import { describe, expect, it } from 'vitest';
import { authErrorMessages } from '../../src/domain/accounts/auth-errors';
import { PRODUCT_LINES } from '../../src/domain/product-lines';
import { clientMessages, errorMessages, successMessage } from '../../src/domain/response-codes';
import { validationMessages } from '../../src/domain/validation/messages';

/** The English source texts of the public catalog (msgids; contexts ignored). */
function publicMessages(): Set<string> {
  const text = fs.readFileSync('src/locales/en/public.po', 'utf8');
  return new Set([...text.matchAll(/^msgid "(.*)"$/gm)].map((m) => JSON.parse(`"${m[1]}"`) as string));
}

describe('the public catalog (loaded on the first route)', () => {
  // Public pages show these; a label missing from the public catalog would render as its id in a production build.
  const shownOnPublicPages: MessageDescriptor[] = [
    ...Object.values(authErrorMessages),
    ...Object.values(clientMessages),
    ...Object.values(errorMessages),
    ...Object.values(validationMessages),
    successMessage,
    ...PRODUCT_LINES.flatMap((line) => [line.name, line.intro]),
  ];

  it('holds every shared label the public pages can show', () => {
    const catalog = publicMessages();
    expect(shownOnPublicPages.map((d) => d.message).filter((m) => !catalog.has(m ?? ''))).toEqual([]);
  });
});
