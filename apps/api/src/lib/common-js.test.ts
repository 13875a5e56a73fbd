import { describe, expect, it } from 'vitest';
import { commonJsExports } from './common-js';

describe('commonJsExports', () => {
  const exportsObject = { dictionary: { words: ['password'] } };

  it('reads the default export, which is all a bundled CommonJS chunk has', () => {
    expect(commonJsExports({ default: exportsObject } as unknown as typeof exportsObject)).toBe(exportsObject);
  });

  it('takes a module without a default export as it is', () => {
    expect(commonJsExports(exportsObject)).toBe(exportsObject);
  });

  it("reads the package's exports under Node's own loader too", async () => {
    const { dictionary } = commonJsExports(await import('@zxcvbn-ts/language-common'));
    expect(dictionary['passwords-common']).toContain('password');
  });
});
