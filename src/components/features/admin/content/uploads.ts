import type { Locale } from '#i18n/locales.ts';
import { failedAnswer, toApiError } from '../api.ts';

export interface UploadedImage {
  url: string;
  width: number;
  height: number;
}

/**
 * POST /api/admin/uploads with the file's own bytes and Content-Type (not JSON: the route takes raw
 * image bytes); answers the stored image's URL and size. Failures throw the AdminApiError of the answer.
 */
export async function uploadImage(file: Blob, alt?: { locale: Locale; text: string }): Promise<UploadedImage> {
  // The file's own name (a File's; a bare Blob has none) is what the media library lists it by; the
  // alt text typed with it becomes the library's in that locale when the library has none there yet.
  const query = new URLSearchParams();
  if (file instanceof File && file.name) query.set('name', file.name);
  if (alt && alt.text.trim() !== '') {
    query.set('alt', alt.text.trim());
    query.set('lang', alt.locale);
  }
  const response = await fetch(`/api/admin/uploads${query.size > 0 ? `?${query}` : ''}`, {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'Content-Type': file.type || 'application/octet-stream', Accept: 'application/json' },
    body: file,
  });
  const text = await response.text();
  if (!response.ok) throw failedAnswer(response, text);
  let answer: Partial<UploadedImage> = {};
  try {
    answer = JSON.parse(text) as Partial<UploadedImage>;
  } catch {
    // Not JSON: handled as an answer without a URL below.
  }
  if (typeof answer?.url !== 'string') throw toApiError(502, 'Bad Gateway', text);
  return { url: answer.url, width: Number(answer.width) || 0, height: Number(answer.height) || 0 };
}
