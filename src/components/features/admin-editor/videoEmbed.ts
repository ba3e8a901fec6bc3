/** A YouTube or Vimeo video the editor can embed, and the player address it is embedded with. */
export interface VideoEmbed {
  provider: 'youtube' | 'vimeo';
  id: string;
  embedUrl: string;
}

const YOUTUBE_ID = /^[A-Za-z0-9_-]{11}$/;
const VIMEO_ID = /^\d{1,12}$/;
const YOUTUBE_HOSTS = new Set(['youtube.com', 'www.youtube.com', 'm.youtube.com', 'music.youtube.com', 'youtube-nocookie.com', 'www.youtube-nocookie.com']);
const VIMEO_HOSTS = new Set(['vimeo.com', 'www.vimeo.com', 'player.vimeo.com']);

export function youtubeEmbed(id: string): VideoEmbed {
  return { provider: 'youtube', id, embedUrl: `https://www.youtube-nocookie.com/embed/${id}` };
}

export function vimeoEmbed(id: string): VideoEmbed {
  return { provider: 'vimeo', id, embedUrl: `https://player.vimeo.com/video/${id}` };
}

function parseUrl(raw: string): URL | null {
  const trimmed = raw.trim();
  if (trimmed === '') return null;
  try {
    // Admins paste "youtu.be/…" without a scheme; anything with another scheme is refused below.
    return new URL(/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    return null;
  }
}

/**
 * Parses watch, youtu.be, shorts, live and embed YouTube addresses and vimeo.com / player.vimeo.com
 * addresses; returns null for anything else (other hosts, other schemes, malformed ids).
 */
export function parseVideoUrl(raw: string): VideoEmbed | null {
  const url = parseUrl(raw);
  if (!url || (url.protocol !== 'https:' && url.protocol !== 'http:')) return null;
  const host = url.hostname.toLowerCase();
  const segments = url.pathname.split('/').filter(Boolean);

  if (host === 'youtu.be') {
    const id = segments[0];
    return id && YOUTUBE_ID.test(id) ? youtubeEmbed(id) : null;
  }
  if (YOUTUBE_HOSTS.has(host)) {
    const [first, second] = segments;
    const id = first === 'watch' && segments.length === 1 ? url.searchParams.get('v') : first && ['shorts', 'embed', 'live', 'v'].includes(first) ? second : undefined;
    return id && YOUTUBE_ID.test(id) ? youtubeEmbed(id) : null;
  }
  if (VIMEO_HOSTS.has(host)) {
    // vimeo.com/123, vimeo.com/channels/staffpicks/123, player.vimeo.com/video/123
    const id = host === 'player.vimeo.com' ? (segments[0] === 'video' ? segments[1] : undefined) : segments.at(-1);
    return id && VIMEO_ID.test(id) ? vimeoEmbed(id) : null;
  }
  return null;
}

/** Recognises the player address of a stored embed (the HTML import path), or null. */
export function parseEmbedSrc(src: string): VideoEmbed | null {
  const url = parseUrl(src);
  if (!url || url.protocol !== 'https:') return null;
  const segments = url.pathname.split('/').filter(Boolean);
  const host = url.hostname.toLowerCase();
  if ((host === 'www.youtube-nocookie.com' || host === 'www.youtube.com' || host === 'youtube.com') && segments[0] === 'embed' && segments.length === 2) {
    const id = segments[1];
    return id && YOUTUBE_ID.test(id) ? youtubeEmbed(id) : null;
  }
  if (host === 'player.vimeo.com' && segments[0] === 'video' && segments.length === 2) {
    const id = segments[1];
    return id && VIMEO_ID.test(id) ? vimeoEmbed(id) : null;
  }
  return null;
}
