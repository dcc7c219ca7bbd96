import { createServer } from 'node:http';
import { AddressInfo } from 'node:net';
import { networkInterfaces } from 'node:os';
import { assertWebhookUrl, isPrivateAddress } from './url-guard';
import { postWebhook } from './webhook-sender';

describe('webhook URL guard (SSRF)', () => {
  it.each([
    '127.0.0.1',
    '127.8.9.10',
    '10.1.2.3',
    '172.16.0.1',
    '172.31.255.255',
    '192.168.1.1',
    '169.254.169.254',
    '100.64.0.1',
    '0.0.0.0',
    '224.0.0.1',
    '255.255.255.255',
    '::1',
    '::',
    'fe80::1',
    'fd00::1',
    '::ffff:127.0.0.1',
    '::ffff:7f00:1',
    '::7f00:1',
    '::127.0.0.1',
    '2002:7f00:1::',
    '2001:0:7f00:1::',
    'fec0::1',
    '64:ff9b::7f00:1',
    '64:ff9b:1::7f00:1',
    '192.0.2.2',
    '198.51.100.7',
    '203.0.113.9',
    '2001:db8::1',
    'not-an-address',
  ])('%s is private', (address) => expect(isPrivateAddress(address)).toBe(true));

  it("refuses this machine's own interface addresses, whatever their range", () => {
    const own = Object.values(networkInterfaces()).flatMap((entries) => entries ?? []);
    expect(own.length).toBeGreaterThan(0);
    for (const { address } of own) expect(isPrivateAddress(address.replace(/%.*$/, ''))).toBe(true);
  });

  it.each(['93.184.215.14', '8.8.8.8', '172.32.0.1', '2606:4700:4700::1111'])('%s is public', (address) =>
    expect(isPrivateAddress(address)).toBe(false),
  );

  it.each([
    'http://127.0.0.1:3000/hook',
    'http://localhost/hook',
    'http://[::1]/hook',
    'http://[::ffff:127.0.0.1]/hook',
    'http://169.254.169.254/latest/meta-data',
    'https://10.0.0.5/hook',
    'http://2130706433/hook', // 127.0.0.1 as one number: the URL parser normalises it
  ])('refuses %s when private addresses are not allowed', async (url) => {
    await expect(assertWebhookUrl(url, false)).rejects.toMatchObject({ status: 400 });
  });

  it.each([
    'ftp://example.com/x',
    'file:///etc/passwd',
    'javascript:alert(1)',
    'not a url',
    'http://user:pw@example.com/',
  ])('refuses %s always', async (url) => {
    await expect(assertWebhookUrl(url, true)).rejects.toMatchObject({ status: 400 });
  });

  it('refuses a URL whose normalised form is longer than the column', async () => {
    await expect(assertWebhookUrl(`http://example.com/${'é'.repeat(1500)}`, true)).rejects.toMatchObject({
      status: 400,
    });
  });

  it('accepts a public address, and loopback where private addresses are allowed', async () => {
    await expect(assertWebhookUrl('https://93.184.215.14/hooks', false)).resolves.toBe('https://93.184.215.14/hooks');
    await expect(assertWebhookUrl('http://127.0.0.1:4000/hook', true)).resolves.toBe('http://127.0.0.1:4000/hook');
  });

  it('does not connect to a private address at delivery time, even by name', async () => {
    let hits = 0;
    const server = createServer((_req, res) => {
      hits += 1;
      res.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const byName = await postWebhook(`http://localhost:${port}/`, '{}', {}, { allowPrivate: false });
      const byAddress = await postWebhook(`http://127.0.0.1:${port}/`, '{}', {}, { allowPrivate: false });
      expect(byName).toMatchObject({ status: null, error: expect.stringMatching(/private address/) });
      expect(byAddress).toMatchObject({ status: null, error: expect.stringMatching(/private address/) });
      expect(hits).toBe(0);
      // Allowed (development, tests): the same receiver gets it.
      expect(await postWebhook(`http://127.0.0.1:${port}/`, '{}', {}, { allowPrivate: true })).toEqual({
        status: 200,
        error: null,
      });
      expect(hits).toBe(1);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('gives up on a receiver that does not answer in time', async () => {
    const server = createServer(() => undefined); // never answers
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const port = (server.address() as AddressInfo).port;
    try {
      const result = await postWebhook(`http://127.0.0.1:${port}/`, '{}', {}, { allowPrivate: true, timeoutMs: 200 });
      expect(result).toEqual({ status: null, error: 'No answer within 0.2 s' });
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
