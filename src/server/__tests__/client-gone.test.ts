import type { FastifyReply, FastifyRequest } from 'fastify';
import { describe, expect, test, vi } from 'vitest';
import { dropWhenClientGone } from '../plugins/security';

describe('a request whose client has gone', () => {
  const reply = () => ({ hijack: vi.fn(), raw: { destroy: vi.fn() } });

  test('is dropped before the rate limit counts it: its socket has no address left', async () => {
    const gone = reply();
    await dropWhenClientGone({ ip: undefined } as unknown as FastifyRequest, gone as unknown as FastifyReply);
    expect(gone.hijack).toHaveBeenCalledOnce();
    expect(gone.raw.destroy).toHaveBeenCalledOnce();
  });

  test('one with an address goes on', async () => {
    const here = reply();
    await dropWhenClientGone({ ip: '127.0.0.1' } as FastifyRequest, here as unknown as FastifyReply);
    expect(here.hijack).not.toHaveBeenCalled();
    expect(here.raw.destroy).not.toHaveBeenCalled();
  });
});
