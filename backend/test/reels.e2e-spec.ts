import { startTestApp, TestApp } from './harness';

// Booting the shop on an embedded database takes a few seconds.
jest.setTimeout(60_000);

describe('Homepage reels', () => {
  let shop: TestApp;
  let admin: string;
  let user: string;
  const link = 'https://www.instagram.com/reel/C7xYz12AbCd/?igsh=abc';

  const asAdmin = (token = admin) => ({ Authorization: `Bearer ${token}` });

  beforeAll(async () => {
    shop = await startTestApp();
    admin = (await shop.createUser({ role: 'admin' })).token;
    user = (await shop.createUser()).token;
  });

  afterAll(() => shop.close());

  it('adds, edits, hides, shows and deletes a reel', async () => {
    const created = await shop
      .http()
      .post('/api/reels')
      .set(asAdmin())
      .send({ instagramUrl: link, caption: '<b>Our</b> new mirrors' })
      .expect(201);
    expect(created.body).toMatchObject({
      success: true,
      message: expect.any(String),
      data: { instagramUrl: link, embedId: 'C7xYz12AbCd', caption: '<b>Our</b> new mirrors', isActive: true },
    });
    const id = created.body.data._id;
    expect(created.body.data.id).toBe(id);

    const second = await shop
      .http()
      .post('/api/reels')
      .set(asAdmin())
      .send({ instagramUrl: 'https://instagram.com/p/B_a-1234xyz', caption: 'Second' })
      .expect(201);
    let shown = await shop.http().get('/api/reels').expect(200);
    expect(shown.body.success).toBe(true);
    expect(shown.body.data.map((r: { caption: string }) => r.caption)).toEqual(['Second', '<b>Our</b> new mirrors']);

    const edited = await shop
      .http()
      .put(`/api/reels/${id}`)
      .set(asAdmin())
      .send({ instagramUrl: 'https://www.instagram.com/p/Zz99887766/', caption: 'Edited' })
      .expect(200);
    expect(edited.body.data).toMatchObject({ embedId: 'Zz99887766', caption: 'Edited' });

    const hidden = await shop.http().patch(`/api/reels/${id}/toggle-status`).set(asAdmin()).expect(200);
    expect(hidden.body).toMatchObject({ success: true, data: { isActive: false } });
    shown = await shop.http().get('/api/reels').expect(200);
    expect(shown.body.data.map((r: { _id: string }) => r._id)).toEqual([second.body.data._id]);
    const all = await shop.http().get('/api/reels/admin').set(asAdmin()).expect(200);
    expect(all.body).toMatchObject({ success: true, message: expect.any(String) });
    expect(all.body.data).toHaveLength(2);
    const again = await shop.http().patch(`/api/reels/${id}/toggle-status`).set(asAdmin()).expect(200);
    expect(again.body.data.isActive).toBe(true);

    const removed = await shop.http().delete(`/api/reels/${id}`).set(asAdmin()).expect(200);
    expect(removed.body).toMatchObject({ success: true, data: { _id: id } });
    await shop.http().delete(`/api/reels/${id}`).set(asAdmin()).expect(404);
    await shop.http().patch(`/api/reels/${id}/toggle-status`).set(asAdmin()).expect(404);
    await shop.http().put(`/api/reels/${id}`).set(asAdmin()).send({ instagramUrl: link, caption: 'x' }).expect(404);
  });

  it.each([
    { instagramUrl: 'https://www.youtube.com/watch?v=abc', caption: 'x' },
    { instagramUrl: 'https://www.instagram.com/decorshop/', caption: 'x' },
    { instagramUrl: 'not a url', caption: 'x' },
    { instagramUrl: link, caption: '' },
    { instagramUrl: link, caption: '   ' },
    { instagramUrl: link, caption: 'x'.repeat(301) },
    { instagramUrl: '', caption: 'x' },
    { caption: 'x' },
  ])('refuses %j with 400', async (body) => {
    const res = await shop.http().post('/api/reels').set(asAdmin()).send(body).expect(400);
    expect(res.body.statusCode).toBe(400);
  });

  it('names the problem with a link', async () => {
    const res = await shop
      .http()
      .post('/api/reels')
      .set(asAdmin())
      .send({ instagramUrl: 'https://vimeo.com/1', caption: 'x' })
      .expect(400);
    expect(res.body.message).toMatch(/Instagram reel or post link/);
  });

  it('refuses malformed ids with 400', async () => {
    await shop.http().patch('/api/reels/nope/toggle-status').set(asAdmin()).expect(400);
  });

  it('keeps management to admins: 401 anonymous, 403 shoppers', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const body = { instagramUrl: link, caption: 'x' };
    const calls = (token?: string) => {
      const auth = token ? asAdmin(token) : {};
      return [
        shop.http().get('/api/reels/admin').set(auth),
        shop.http().post('/api/reels').set(auth).send(body),
        shop.http().put(`/api/reels/${id}`).set(auth).send(body),
        shop.http().delete(`/api/reels/${id}`).set(auth),
        shop.http().patch(`/api/reels/${id}/toggle-status`).set(auth),
      ];
    };
    for (const call of calls()) await call.expect(401);
    for (const call of calls(user)) await call.expect(403);
  });
});
