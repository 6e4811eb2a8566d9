import { allSettled, fork, serialize } from 'effector';
import { describe, expect, it } from 'vitest';
import { $clientHints, $device, $platformName, $userAgent } from '../../device';
import { startAppFx } from '../../start';
import { deviceService } from '../device';

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
