-- Reply templates: reusable answers to visitors, one language each (the visitor languages of
-- src/i18n/locales.ts), chosen in the inquiry desk's reply form. `{name}` and `{reference}` in the
-- subject or text are filled with the visitor's name and the inquiry's reference when a template is
-- put into a reply. Edited like other admin items: `version` is raised by every edit (If-Match),
-- `updated_by` is the administrator of the last one (null once the account is gone). A name is used
-- once per language, ignoring case. One polite default per language is seeded.
CREATE TABLE reply_templates (
  id          serial        PRIMARY KEY,
  locale      varchar(5)    NOT NULL CHECK (locale IN ('ko', 'en', 'id', 'zh', 'ja')),
  name        varchar(100)  NOT NULL CHECK (btrim(name) <> ''),
  subject     varchar(200)  NOT NULL CHECK (btrim(subject) <> ''),
  body        text          NOT NULL CHECK (btrim(body) <> '' AND char_length(body) <= 10000),
  version     integer       NOT NULL DEFAULT 1 CHECK (version > 0),
  updated_by  integer       REFERENCES admins (id) ON DELETE SET NULL,
  updated_at  timestamptz   NOT NULL DEFAULT now(),
  created_at  timestamptz   NOT NULL DEFAULT now()
);
CREATE UNIQUE INDEX reply_templates_locale_name ON reply_templates (locale, lower(name));

INSERT INTO reply_templates (locale, name, subject, body) VALUES
('ko', '문의 감사 인사', '누산타라 브릿지 컨설팅에 문의해 주셔서 감사합니다',
'{name}님, 안녕하세요.

누산타라 브릿지 컨설팅에 문의해 주셔서 진심으로 감사드립니다. 보내 주신 문의(접수 번호 {reference})를 잘 받았으며, 담당 컨설턴트가 내용을 검토하고 있습니다.

영업일 기준 2일 이내에 자세한 답변을 드리겠습니다. 그사이 전달하실 자료나 궁금하신 점이 있으시면 이 메일에 회신해 주십시오.

감사합니다.
누산타라 브릿지 컨설팅 드림'),
('en', 'Thank you for your inquiry', 'Thank you for your inquiry – Nusantara Bridge Consulting',
'Dear {name},

Thank you for contacting Nusantara Bridge Consulting. We have received your inquiry (reference {reference}), and one of our consultants is now reviewing it.

We will get back to you with a detailed answer within two business days. If you would like to share any documents or further questions in the meantime, simply reply to this e-mail.

Kind regards,
Nusantara Bridge Consulting'),
('id', 'Terima kasih atas pertanyaan Anda', 'Terima kasih atas pertanyaan Anda – Nusantara Bridge Consulting',
'Yth. Bapak/Ibu {name},

Terima kasih telah menghubungi Nusantara Bridge Consulting. Pertanyaan Anda (nomor referensi {reference}) telah kami terima dan saat ini sedang ditinjau oleh konsultan kami.

Kami akan menyampaikan jawaban lengkap dalam waktu dua hari kerja. Apabila ada dokumen atau pertanyaan lain yang ingin Anda sampaikan, silakan membalas email ini.

Hormat kami,
Nusantara Bridge Consulting'),
('zh', '感谢咨询', '感谢您的咨询 – Nusantara Bridge Consulting',
'{name}，您好：

感谢您联系 Nusantara Bridge Consulting。我们已收到您的咨询（受理编号：{reference}），负责的顾问正在审阅相关内容。

我们将在两个工作日内给您详细答复。如您有需要补充的资料或其他问题，欢迎直接回复此邮件。

顺祝商祺！
Nusantara Bridge Consulting'),
('ja', 'お問い合わせへのお礼', 'お問い合わせありがとうございます – Nusantara Bridge Consulting',
'{name} 様

このたびは Nusantara Bridge Consulting にお問い合わせいただき、誠にありがとうございます。お問い合わせ（受付番号：{reference}）を確かに承りました。ただいま担当コンサルタントが内容を確認しております。

2営業日以内に詳しいご回答をお送りいたします。追加の資料やご質問がございましたら、本メールにそのままご返信ください。

今後ともどうぞよろしくお願い申し上げます。
Nusantara Bridge Consulting');
