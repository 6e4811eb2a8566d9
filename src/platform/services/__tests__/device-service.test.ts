import { allSettled, fork, serialize } from 'effector';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { $clientHints, $device, $platformName, $userAgent } from '../../device';
import { logger } from '../../logger';
import { startAppFx } from '../../start';
import { deviceService } from '../device';

const parser = vi.hoisted(() => ({ broken: false }));
vi.mock('../../device/parse', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../../device/parse')>();
  return {
    ...actual,
    parseDevice: (...args: Parameters<typeof actual.parseDevice>) => {
      if (parser.broken) throw new Error('parser broke');
      return actual.parseDevice(...args);
    },
  };
});

const iphone = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1';
const edge = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36';

describe('device service', () => {
  it('detects the device on the server, renders it into the state, and detects again in the browser', async () => {
    const server = fork({ values: [[$userAgent, iphone]] });
    await allSettled(startAppFx, { scope: server, params: { services: [deviceService], side: 'server' } });
    expect(server.getState($device)).toMatchObject({ userAgent: iphone, os: 'iOS', device: 'mobile', platform: 'mobile_web' });
    expect(server.getState($platformName)).toBe('web_ios');

    const state = serialize(server);
    const client = fork({ values: { ...state, [$userAgent.sid!]: edge, [$clientHints.sid!]: { brands: [{ brand: 'Brave', version: '124' }] } } });
    expect(client.getState($device).os).toBe('iOS');
    await allSettled(startAppFx, { scope: client, params: { services: [deviceService], side: 'client' } });
    expect(client.getState($device)).toMatchObject({ os: 'Windows', device: 'desktop', browser: 'Brave' });
    expect(client.getState($platformName)).toBe('web_desktop');
  });
});

describe('test platform (the browser’s detection) against the old one (the server’s)', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    parser.broken = false;
  });

  async function detectTwice(serverAgent: string, browserAgent: string) {
    const server = fork({ values: [[$userAgent, serverAgent]] });
    await allSettled(startAppFx, { scope: server, params: { services: [deviceService], side: 'server' } });
    const client = fork({ values: { ...serialize(server), [$userAgent.sid!]: browserAgent } });
    await allSettled(startAppFx, { scope: client, params: { services: [deviceService], side: 'client' } });
    return client;
  }

  it('reports a different platform', async () => {
    const warning = vi.spyOn(logger, 'warning').mockImplementation(() => undefined);
    await detectTwice(iphone, edge);
    expect(warning).toHaveBeenCalledWith('Test platform is different from old platform', { old: 'web_ios', test: 'web_desktop' });
  });

  it('says nothing when they agree, or on the first detection', async () => {
    const warning = vi.spyOn(logger, 'warning').mockImplementation(() => undefined);
    await detectTwice(edge, edge);
    expect(warning).not.toHaveBeenCalled();
  });

  it('reports a failed detection and keeps what was known', async () => {
    const error = vi.spyOn(logger, 'error').mockImplementation(() => undefined);
    const server = fork({ values: [[$userAgent, iphone]] });
    await allSettled(startAppFx, { scope: server, params: { services: [deviceService], side: 'server' } });
    parser.broken = true;
    const client = fork({ values: { ...serialize(server), [$userAgent.sid!]: edge } });
    await allSettled(startAppFx, { scope: client, params: { services: [deviceService], side: 'client' } });
    expect(error).toHaveBeenCalledWith('Test platform failed with error', { error: 'parser broke' });
    expect(client.getState($platformName)).toBe('web_ios');
  });
});
