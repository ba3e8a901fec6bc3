import { describe, expect, it } from 'vitest';
import { parseEmbedSrc, parseVideoUrl } from '#components/features/admin-editor/videoEmbed.ts';

const YT = 'dQw4w9WgXcQ';

describe('parseVideoUrl', () => {
  it.each([
    `https://www.youtube.com/watch?v=${YT}`,
    `https://www.youtube.com/watch?v=${YT}&t=42s&list=PL123`,
    `https://m.youtube.com/watch?v=${YT}`,
    `http://youtube.com/watch?v=${YT}`,
    `https://youtu.be/${YT}`,
    `https://youtu.be/${YT}?si=abc`,
    `youtu.be/${YT}`,
    `https://www.youtube.com/shorts/${YT}`,
    `https://www.youtube.com/embed/${YT}`,
    `https://www.youtube-nocookie.com/embed/${YT}`,
    `https://www.youtube.com/live/${YT}`,
    `  https://www.youtube.com/watch?v=${YT}  `,
  ])('turns the YouTube address %j into a privacy-enhanced embed', (raw) => {
    expect(parseVideoUrl(raw)).toEqual({ provider: 'youtube', id: YT, embedUrl: `https://www.youtube-nocookie.com/embed/${YT}` });
  });

  it.each([
    'https://vimeo.com/76979871',
    'https://www.vimeo.com/76979871?share=copy',
    'https://vimeo.com/channels/staffpicks/76979871',
    'https://player.vimeo.com/video/76979871',
  ])('turns the Vimeo address %j into a player embed', (raw) => {
    expect(parseVideoUrl(raw)).toEqual({ provider: 'vimeo', id: '76979871', embedUrl: 'https://player.vimeo.com/video/76979871' });
  });

  it.each([
    '',
    'not a url',
    'https://example.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com.evil.example/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ"onload=x',
    'https://www.youtube.com/watch',
    'https://www.youtube.com/channel/UC123',
    'https://youtu.be/',
    'javascript:alert(1)//youtu.be/dQw4w9WgXcQ',
    'data:text/html,youtube.com/watch?v=dQw4w9WgXcQ',
    'https://vimeo.com/about',
    'https://player.vimeo.com/video/abc',
    'ftp://youtu.be/dQw4w9WgXcQ',
  ])('refuses %j', (raw) => {
    expect(parseVideoUrl(raw)).toBeNull();
  });
});

describe('parseEmbedSrc', () => {
  it('recognises the player addresses the editor writes', () => {
    expect(parseEmbedSrc(`https://www.youtube-nocookie.com/embed/${YT}`)?.id).toBe(YT);
    expect(parseEmbedSrc(`https://www.youtube.com/embed/${YT}`)?.embedUrl).toBe(`https://www.youtube-nocookie.com/embed/${YT}`);
    expect(parseEmbedSrc('https://player.vimeo.com/video/76979871')?.provider).toBe('vimeo');
  });

  it('refuses other frames', () => {
    expect(parseEmbedSrc('https://evil.example/embed/dQw4w9WgXcQ')).toBeNull();
    expect(parseEmbedSrc(`http://www.youtube-nocookie.com/embed/${YT}`)).toBeNull();
    expect(parseEmbedSrc('javascript:alert(1)')).toBeNull();
  });
});
