/**
 * What a person wrote in a reply, without the message they answered: mail programs quote the whole
 * thread below (or, interleaved, between) the new text, and the history already holds that thread.
 * The markers are the ones the common programs write in the desk's five languages; an unknown one
 * leaves the quote in, which costs space, never words. A reply that turns out to be nothing but
 * quote is kept whole rather than recorded empty.
 */

/** A line that opens the quoted message: everything from it on is the answered mail. */
const QUOTE_HEADERS: readonly RegExp[] = [
  // Gmail, Apple Mail, Thunderbird: "On Fri, 27 Nov 2026 at 10:00, Kim <kim@example.com> wrote:"
  /^on\b.{0,400}\bwrote:$/i,
  // Korean Gmail: "2026년 11월 27일 (금) 오후 3:00, 김민수 <minsu@example.com>님이 작성:"
  /님이 작성:$/,
  // Japanese Gmail "2026年11月27日(金) 15:00 Kim <kim@example.com>:", Apple Mail "…のメール:", Thunderbird "…さんは書きました:"
  /^\d{4}年\d{1,2}月\d{1,2}日.{0,300}[:：]$/,
  /のメール[:：]$/,
  /書きました[:：]?$/,
  // Chinese: "在 2026年11月27日 … 写道：" (simplified and traditional)
  /[写寫]道[:：]?$/,
  // Indonesian Gmail: "Pada tanggal Jum, 27 Nov 2026 pukul 15.00 Kim <kim@example.com> menulis:"
  /^pada\b.{0,400}\bmenulis:$/i,
  // Outlook and others: "-----Original Message-----", "----- 원본 메시지 -----", "-----元のメッセージ-----", "原始邮件"
  /^-{2,}\s*(?:original message|forwarded message|원본 메시지|전달된 메시지|元のメッセージ|原始邮件|原始郵件|pesan asli)\s*-{2,}$/i,
  // Outlook on the web draws a rule above its header block.
  /^_{20,}$/,
];

/** The first line of Outlook's header block ("From: …", then "Sent:"/"Date:"/"To:"/"Subject:"), in each language. */
const HEADER_FROM = /^\*?(?:from|보낸 사람|差出人|发件人|寄件者|dari)\s*\*?\s*[:：]/i;
const HEADER_NEXT = /^\*?(?:sent|date|to|subject|cc|보낸 날짜|받는 사람|제목|送信日時|宛先|件名|发送时间|收件人|主题|寄件日期|收件者|主旨|dikirim|tanggal|kepada|subjek|perihal)\s*\*?\s*[:：]/i;

const SIGNATURE = /^-- ?$/;

function isQuoteHeader(line: string): boolean {
  return QUOTE_HEADERS.some((pattern) => pattern.test(line));
}

/** Where the quoted message starts (a line index), or the number of lines when nothing is quoted that way. */
function quoteStart(lines: readonly string[]): number {
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!.trim();
    if (line === '') continue;
    if (isQuoteHeader(line)) return i;
    // Gmail wraps a long "On … wrote:" line in two.
    const next = lines[i + 1]?.trim();
    if (next && !line.startsWith('>') && line.length + next.length < 400 && isQuoteHeader(`${line} ${next}`) && !isQuoteHeader(next)) return i;
    if (HEADER_FROM.test(line)) {
      const following = lines.slice(i + 1, i + 5).map((l) => l.trim());
      if (following.some((l) => HEADER_NEXT.test(l))) return i;
    }
  }
  return lines.length;
}

/** The text a person wrote above (and between) the quoted lines, trimmed. */
export function withoutQuotedText(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const own = lines.slice(0, quoteStart(lines));
  const signature = own.findIndex((line) => SIGNATURE.test(line));
  const kept = (signature >= 0 ? own.slice(0, signature) : own).filter((line) => !/^\s*>/.test(line));
  const result = kept.join('\n').replace(/\n{3,}/g, '\n\n').trim();
  return result === '' ? text.trim() : result;
}
