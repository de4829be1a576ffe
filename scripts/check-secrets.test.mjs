import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { knownSecretsOf, secretsIn } from './check-secrets.mjs';

describe('check-secrets', () => {
  describe("when the hall's world config is read", () => {
    it('finds every clientSecret value', () => {
      const world = `identity: {
        line: { clientId: 'line-1', clientSecret: 'line-secret-1' },
        google: { clientId: 'g-1', clientSecret: 'g-secret-1' },
      }`;
      assert.deepEqual(knownSecretsOf(world), ['line-secret-1', 'g-secret-1']);
    });
  });

  describe('when a built file is clean', () => {
    it('finds nothing in code that names client ids and PKCE only', () => {
      const bundle =
        'const u=new URL(a);u.searchParams.set("client_id",c);u.searchParams.set("code_challenge",h)';
      assert.deepEqual(secretsIn(bundle, ['line-secret-1']), []);
    });
  });

  describe('when a built file holds a secret', () => {
    it('finds a known secret', () => {
      assert.deepEqual(secretsIn('var s="line-secret-1"', ['line-secret-1']), [
        "the hall's secret line-secret-1",
      ]);
    });

    it('finds the shapes of a secret', () => {
      assert.deepEqual(secretsIn('form.set("client_secret", s)', []), ['a client_secret field']);
      assert.deepEqual(secretsIn('k="GOCSPX-abcdefghij12"', []), ['a Google OAuth client secret']);
      assert.deepEqual(secretsIn('{clientSecret:"x1"}', []), ['a clientSecret with a value']);
    });
  });
});
