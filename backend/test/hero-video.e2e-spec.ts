import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { startTestApp, TestApp } from './harness';

// Booting the shop on a fresh database takes a few seconds.
jest.setTimeout(60_000);

const DEMO_VIDEO = readFileSync(join(__dirname, '..', 'data', 'hero', 'hero-demo.webm'));
const dataUrl = (bytes: Buffer, type = 'video/webm') => `data:${type};base64,${bytes.toString('base64')}`;

describe('The home page hero video (Deals & Banners)', () => {
  let shop: TestApp;
  let admin: string;
  let user: string;
  const deal = {
    title: 'Spring Sale',
    discount: 25,
    endDate: '2099-03-10T00:00:00.000Z',
    categories: ['Mirrors'],
    isActive: true,
  };

  const upload = (video: unknown, token = admin) =>
    shop.http().post('/api/uploadVideo').set('Authorization', `Bearer ${token}`).send({ video });
  const saveDeal = (body: Record<string, unknown>) =>
    shop.http().put('/api/deal').set('Authorization', `Bearer ${admin}`).send(body);

  beforeAll(async () => {
    shop = await startTestApp();
    admin = (await shop.createUser({ role: 'admin' })).token;
    user = (await shop.createUser()).token;
  });
  afterAll(() => shop.close());

  it('stores an uploaded WebM and serves it back byte for byte', async () => {
    const res = await upload(dataUrl(DEMO_VIDEO)).expect(200);
    expect(res.body).toMatch(/^\/uploads\/videos\/[0-9a-f-]{36}\.webm$/);
    const served = await shop.http().get(res.body).buffer(true).expect(200);
    expect(served.headers['content-type']).toMatch(/^video\/webm/);
    expect(Buffer.compare(served.body as Buffer, DEMO_VIDEO)).toBe(0);
  });

  it('judges an MP4 by its bytes, whatever the data URL claims', async () => {
    const mp4 = Buffer.concat([Buffer.from([0, 0, 0, 0x18]), Buffer.from('ftypisom'), Buffer.alloc(16)]);
    const res = await upload(dataUrl(mp4, 'application/octet-stream')).expect(200);
    expect(res.body).toMatch(/\.mp4$/);
  });

  it('refuses what is not a WebM or MP4 with 415, and anything over 4 MB with 413', async () => {
    const png = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');
    expect((await upload(dataUrl(png, 'video/webm')).expect(415)).body.message).toBe(
      'Please select a WebM or MP4 video file',
    );
    await upload('not a data url').expect(415);
    await upload(42).expect(400);
    const big = Buffer.concat([DEMO_VIDEO, Buffer.alloc(4 * 1024 * 1024)]);
    expect((await upload(dataUrl(big)).expect(413)).body.message).toBe('Video must be at most 4 MB');
  });

  it('lets only admins upload', async () => {
    await shop
      .http()
      .post('/api/uploadVideo')
      .send({ video: dataUrl(DEMO_VIDEO) })
      .expect(401);
    await upload(dataUrl(DEMO_VIDEO), user).expect(403);
  });

  it('keeps the hero on the deal: set, kept when left out, removed when sent empty', async () => {
    const video = (await upload(dataUrl(DEMO_VIDEO)).expect(200)).body as string;
    const saved = await saveDeal({ ...deal, heroVideo: video, heroPoster: '/uploads/banners/poster.webp' }).expect(200);
    expect(saved.body.data).toMatchObject({ heroVideoUrl: video, heroPosterUrl: '/uploads/banners/poster.webp' });

    await saveDeal({ ...deal, title: 'Renamed' }).expect(200);
    const current = await shop.http().get('/api/deal').expect(200);
    expect(current.body.data).toMatchObject({ title: 'Renamed', heroVideoUrl: video });

    const removed = await saveDeal({ ...deal, heroVideo: '', heroPoster: null }).expect(200);
    expect(removed.body.data).toMatchObject({ heroVideoUrl: null, heroPosterUrl: null });
  });

  it.each([
    { heroVideo: 'https://example.com/clip.webm' },
    { heroVideo: '/uploads/images/banner.webp' },
    { heroPoster: 'javascript:alert(1)' },
  ])('refuses a deal with %j', async (change) => {
    await saveDeal({ ...deal, ...change }).expect(400);
  });
});
