import * as v from 'valibot';
import { describe, expect, expectTypeOf, it } from 'vitest';
import { hallEnvelopeSchema, hallResponseSchema, isHallSuccess } from './envelope';

const schema = hallResponseSchema(v.object({ title: v.string() }));

describe('hallResponseSchema', () => {
  describe('when the body is valid', () => {
    it('parses code, message and data', () => {
      expect(v.parse(schema, { code: 0, message: 'ok', data: { title: 'Site' } })).toEqual({
        code: 0,
        message: 'ok',
        data: { title: 'Site' },
      });
    });

    it('accepts string codes and turns null message and data into undefined', () => {
      const out = v.parse(schema, { code: 'C2', message: null, data: null });
      expect(out.code).toBe('C2');
      expect(out.message).toBeUndefined();
      expect(out.data).toBeUndefined();
    });

    it('types the output as the envelope of the data', () => {
      expectTypeOf<v.InferOutput<typeof schema>>().toEqualTypeOf<{
        code: string | number;
        message?: string | undefined;
        data?: { title: string } | undefined;
      }>();
    });

    it('accepts a body with only a code', () => {
      expect(v.parse(schema, { code: -1 }).code).toBe(-1);
    });
  });

  describe('when the body is malformed', () => {
    it('reports a missing code', () => {
      const result = v.safeParse(schema, { data: { title: 'x' } });
      expect(result.success).toBe(false);
      expect(v.flatten(result.issues!).nested).toHaveProperty('code');
    });

    it('reports a wrong code type with a clear message', () => {
      const result = v.safeParse(schema, { code: true });
      expect(result.success).toBe(false);
      expect(result.issues![0].message).toBe('code must be a number or a non-empty string');
    });

    it('reports bad data at its path', () => {
      const result = v.safeParse(schema, { code: 0, data: { title: 5 } });
      expect(result.success).toBe(false);
      expect(v.getDotPath(result.issues![0])).toBe('data.title');
    });

    it('rejects a non-object body', () => {
      expect(v.safeParse(schema, '<html>').success).toBe(false);
      expect(v.safeParse(schema, null).success).toBe(false);
    });
  });
});

describe('hallEnvelopeSchema', () => {
  describe('when the data is anything', () => {
    it('keeps it unchecked', () => {
      expect(v.parse(hallEnvelopeSchema, { code: 1334, message: 'no', data: [1, 'x'] }).data).toEqual([
        1,
        'x',
      ]);
    });

    it('accepts a body without data', () => {
      expect(v.parse(hallEnvelopeSchema, { code: -3 })).toEqual({ code: -3 });
    });
  });
});

describe('isHallSuccess', () => {
  describe('when given bodies', () => {
    it('follows the success codes', () => {
      expect(isHallSuccess({ code: 0 })).toBe(true);
      expect(isHallSuccess({ code: '1' })).toBe(true);
      expect(isHallSuccess({ code: -1 })).toBe(false);
    });
  });
});
