import { describe, expect, it } from 'vitest';
import { anonymousIdOf } from '../visitor';

describe('anonymous id', () => {
  const id = '0b7f3a1e-4c1d-4b8e-9a55-2f0c6de1a9b3';

  it('keeps the visitor id the request carries', () => {
    expect(anonymousIdOf({ auid: id })).toEqual({ id, write: null });
  });

  it.each([{}, { auid: '' }, { auid: 'forged<script>' }])('issues a new one for %j: readable by the client, two years', (cookies) => {
    const issued = anonymousIdOf(cookies, () => id);
    expect(issued).toEqual({ id, write: { name: 'auid', value: id, maxAge: 63072000 } });
  });

  it('issues UUIDs', () => {
    const { id: fresh } = anonymousIdOf({});
    expect(fresh).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });
});
