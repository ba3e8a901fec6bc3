/**
 * The description and link-preview picture of an item's own page (notices, CSR stories): what the
 * editor gave, else a default, so every page has a description search engines can show and a card
 * worth sharing. Pure rules: the pages (build) and the editor's counter (browser) use the same ones.
 */

/** About what search engines show of a description: the editor warns past it, the server does not refuse. */
export const SEO_DESCRIPTION_ADVISED = 160;

/** Characters of a description made from the text: within the advised length, ellipsis included. */
export const SUMMARY_LENGTH = 155;

/** A cut earlier than this share of the length drops too much: the text is cut at a character instead. */
const MIN_KEPT = 0.6;

/** Where a cut reads well in a text without spaces (Chinese, Japanese): after a full-width stop or comma. */
const WIDE_PUNCTUATION = /[\u3001\u3002\uff01\uff0c\uff1a\uff1b\uff1f\uff0e\u300d\u300f\uff09]/u;
/** Left at the end of a cut before the ellipsis is added. */
const TRAILING = /[\s\p{P}]+$/u;

const segmenter = new Intl.Segmenter('und', { granularity: 'grapheme' });

/** The first `count` characters (graphemes) of the text, all of them when fewer: a long text is split no further than a cut can reach. */
function graphemes(text: string, count: number): string[] {
  const chars: string[] = [];
  for (const { segment } of segmenter.segment(text)) {
    if (chars.length === count) break;
    chars.push(segment);
  }
  return chars;
}

/**
 * The text cut to at most `max` characters with an ellipsis: at a space when the text has spaces
 * (English, Indonesian, Korean: Korean words keep their particles), else after a full-width stop or
 * comma (Chinese, Japanese), else at a character. Never inside a character (emoji, combining marks)
 * and never so early that most of the room is lost.
 */
export function summarize(text: string, max = SUMMARY_LENGTH): string {
  const clean = text.replace(/\s+/gu, ' ').trim();
  const chars = graphemes(clean, max + 1);
  if (chars.length <= max) return clean;
  const room = max - 1; // the ellipsis takes one
  let cut = room;
  if (chars[room] !== ' ') {
    for (let i = room - 1; i >= Math.ceil(room * MIN_KEPT); i--) {
      const char = chars[i] ?? '';
      if (char === ' ') {
        cut = i;
        break;
      }
      if (WIDE_PUNCTUATION.test(char)) {
        cut = i + 1;
        break;
      }
    }
  }
  return `${chars.slice(0, cut).join('').replace(TRAILING, '')}…`;
}

/**
 * An item's description in one language: the editor's own, else its summary (a CSR story's
 * excerpt), else the start of its text (plain text, not HTML). '' when all are blank.
 */
export function seoDescription(item: { own?: string | null | undefined; summary?: string | null | undefined; text: string }): string {
  const own = item.own?.trim();
  if (own) return own;
  const summary = item.summary?.trim();
  if (summary) return summary.length > SUMMARY_LENGTH ? summarize(summary) : summary;
  return summarize(item.text);
}

/** Link previews (Facebook, LinkedIn, X, KakaoTalk) show no SVG: such a picture is no card. */
const isCardImage = (url: string) => url !== '' && !/\.svg(?:[?#]|$)/i.test(url);

/**
 * The picture of an item's card: its own, else its featured image (the seeded stories' SVG
 * illustrations are skipped: a preview would show nothing); null: the site's default card.
 */
export function socialImage(item: { own?: string | null | undefined; featured?: string | null | undefined }): string | null {
  return [item.own?.trim() ?? '', item.featured?.trim() ?? ''].find(isCardImage) ?? null;
}

/** Whether the editor should hear that a description is longer than search engines show. */
export function isLongDescription(text: string): boolean {
  return text.trim().length > SEO_DESCRIPTION_ADVISED;
}
