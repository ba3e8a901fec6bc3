import { describe, expect, it } from 'vitest';
import { withoutQuotedText } from '#functions/_shared/mail/quoted-text.ts';

const answer = '네, 다음 주 화요일 10시에 뵙겠습니다.\n감사합니다.';

describe('the text of a reply without the message it answers', () => {
  it('cuts at the quote header of Gmail, Apple Mail and Thunderbird, in each language', () => {
    const headers = [
      'On Fri, 27 Nov 2026 at 10:00, Nusantara Bridge <contact@nusantarabridge.co.id> wrote:',
      '2026년 11월 27일 (금) 오후 3:00, Nusantara Bridge <contact@nusantarabridge.co.id>님이 작성:',
      '2026年11月27日(金) 15:00 Nusantara Bridge <contact@nusantarabridge.co.id>:',
      '2026/11/27 15:00、Nusantara Bridge <contact@nusantarabridge.co.id>のメール:',
      '在 2026年11月27日 15:00，Nusantara Bridge <contact@nusantarabridge.co.id> 写道：',
      'Pada tanggal Jum, 27 Nov 2026 pukul 15.00 Nusantara Bridge <contact@nusantarabridge.co.id> menulis:',
    ];
    for (const header of headers) {
      expect(withoutQuotedText(`${answer}\n\n${header}\n> 안녕하세요, 김민수 님.\n> 미팅 가능하신 날짜를 알려 주세요.\n`), header).toBe(answer);
    }
  });

  it('cuts at a header Gmail wrapped onto two lines', () => {
    const text = `${answer}\n\nOn Fri, 27 Nov 2026 at 10:00, Nusantara Bridge Consulting <\ncontact@nusantarabridge.co.id> wrote:\n\n> Hello`;
    expect(withoutQuotedText(text)).toBe(answer);
  });

  it('cuts at Outlook’s separator and its header block, in English, Korean and Japanese', () => {
    expect(withoutQuotedText(`${answer}\n\n-----Original Message-----\nFrom: Nusantara Bridge\nSent: Friday\n\nHello`)).toBe(answer);
    expect(withoutQuotedText(`${answer}\n\n----- 원본 메시지 -----\n보낸 사람: Nusantara Bridge\n`)).toBe(answer);
    expect(withoutQuotedText(`${answer}\n\n________________________________\nFrom: Nusantara Bridge <contact@nusantarabridge.co.id>\nSent: Friday, November 27, 2026 3:00 PM\nTo: Kim\nSubject: [NB-2026-7KQ4MX] 답변\n\n안녕하세요`)).toBe(answer);
    expect(withoutQuotedText(`${answer}\n\n보낸 사람: Nusantara Bridge <contact@nusantarabridge.co.id>\n보낸 날짜: 2026년 11월 27일 금요일 오후 3:00\n받는 사람: 김민수\n제목: 답변\n\n본문`)).toBe(answer);
    expect(withoutQuotedText(`${answer}\n\n差出人: Nusantara Bridge <contact@nusantarabridge.co.id>\n送信日時: 2026年11月27日 15:00\n宛先: Kim\n件名: 返信\n\n本文`)).toBe(answer);
  });

  it('keeps an answer written between quoted lines, without the quoted lines, and drops the signature', () => {
    const text = '> Can you come on Tuesday?\nYes, at 10.\n> Which office?\nSudirman, please.\n\n-- \nKim Minsu\nHanbit Trading';
    expect(withoutQuotedText(text)).toBe('Yes, at 10.\nSudirman, please.');
  });

  it('leaves a text that quotes nothing as it is, a line that merely mentions "wrote" included', () => {
    const text = 'Here is what my lawyer wrote:\nthe licence is ready.\nFrom: the ministry, next week.';
    expect(withoutQuotedText(text)).toBe(text);
  });

  it('keeps the whole text when nothing but a quote would be left, rather than recording nothing', () => {
    const text = 'On Fri, 27 Nov 2026 at 10:00, Kim <kim@example.com> wrote:\n> Hello';
    expect(withoutQuotedText(text)).toBe(text);
  });

  it('reads Windows line ends', () => {
    expect(withoutQuotedText(`Fine.\r\n\r\nOn Fri, 27 Nov 2026, Kim <kim@example.com> wrote:\r\n> Hello\r\n`)).toBe('Fine.');
  });
});
