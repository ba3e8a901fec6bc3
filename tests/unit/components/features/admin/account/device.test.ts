import { describe, expect, it } from 'vitest';
import { describeDevice } from '#components/features/admin/account/device.ts';

describe('a session\'s device as a person names it', () => {
  it('names the browser and the system, or nothing it can tell', () => {
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/140.0 Safari/537.36')).toBe('Chrome · Windows');
    expect(describeDevice('Mozilla/5.0 (Windows NT 10.0) AppleWebKit/537.36 Chrome/140.0 Safari/537.36 Edg/140.0')).toBe('Edge · Windows');
    expect(describeDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 Version/18.0 Mobile Safari/604.1')).toBe('Safari · iOS');
    expect(describeDevice('Mozilla/5.0 (Linux; Android 15) AppleWebKit/537.36 SamsungBrowser/27.0 Chrome/125.0 Mobile Safari/537.36')).toBe('Samsung Internet · Android');
    expect(describeDevice('curl/8.0')).toBeUndefined();
    expect(describeDevice(null)).toBeUndefined();
  });
});
