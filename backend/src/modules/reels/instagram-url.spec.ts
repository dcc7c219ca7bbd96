import { instagramEmbedId } from './instagram-url';

describe('instagramEmbedId', () => {
  it.each([
    ['https://www.instagram.com/reel/C7xYz12AbCd/', 'C7xYz12AbCd'],
    ['https://www.instagram.com/reel/C7xYz12AbCd', 'C7xYz12AbCd'],
    ['https://instagram.com/reel/C7xYz12AbCd/', 'C7xYz12AbCd'],
    ['https://www.instagram.com/p/B_a-1234xyz/', 'B_a-1234xyz'],
    ['https://www.instagram.com/reel/C7xYz12AbCd/?igsh=MWQ1ZGUxMzBkMA==', 'C7xYz12AbCd'],
    ['https://www.instagram.com/reels/C7xYz12AbCd/', 'C7xYz12AbCd'],
    ['  https://WWW.INSTAGRAM.COM/reel/C7xYz12AbCd/#top  ', 'C7xYz12AbCd'],
  ])('reads %s', (link, id) => {
    expect(instagramEmbedId(link)).toBe(id);
  });

  it.each([
    'http://www.instagram.com/reel/C7xYz12AbCd/',
    'https://www.instagram.com/decorshop/',
    'https://www.instagram.com/reel/',
    'https://www.instagram.com/reel/C7xYz12AbCd/extra/',
    'https://www.instagram.com/stories/C7xYz12AbCd/',
    'https://www.instagram.com.evil.example/reel/C7xYz12AbCd/',
    'https://evil.example/www.instagram.com/reel/C7xYz12AbCd/',
    'https://user:pass@www.instagram.com/reel/C7xYz12AbCd/',
    'https://www.instagram.com:8443/reel/C7xYz12AbCd/',
    'https://www.youtube.com/watch?v=abc',
    'javascript:alert(1)//www.instagram.com/reel/C7xYz12AbCd/',
    'https://www.instagram.com/reel/<script>/',
    'not a url',
    '',
  ])('refuses %s', (link) => {
    expect(instagramEmbedId(link)).toBeUndefined();
  });
});
