import type { Dictionary } from './index.ts';

/** 日本語：丁寧なビジネス文体（です・ます）。社名はラテン文字表記「Nusantara Bridge Consulting」。 */
export const ja: Dictionary = {
  site: {
    name: 'Nusantara Bridge Consulting',
    shortName: 'NB Consulting',
    tagline: 'インドネシア進出の頼れるパートナー',
    logoAlt: 'Nusantara Bridge Consulting ホーム',
  },
  a11y: {
    skipToContent: '本文へスキップ',
    mainNav: 'メインメニュー',
    mobileNav: 'モバイルメニュー',
    openMenu: 'メニューを開く',
    closeMenu: 'メニューを閉じる',
    toggleSubmenu: '{label}のサブメニューを開く',
    languageSelector: '言語を選択',
    currentLanguage: '現在の言語：{language}',
    breadcrumb: '現在地',
    footerNav: 'サイトリンク',
  },
  nav: {
    home: 'ホーム',
    services: 'サービス',
    servicesOverview: 'サービス一覧',
    about: '会社案内',
    company: '会社概要',
    csr: '私たちのストーリー',
    faq: 'よくあるご質問',
    notices: 'お知らせ',
    contact: 'お問い合わせ',
  },
  services: {
    investment: '総合投資コンサルティング',
    establishment: '法人設立・許認可',
    hr: '労務・人事管理',
    visa: 'ビザサービス',
    realestate: '不動産コンサルティング',
    marketing: 'マーケティングサービス',
  },
  search: {
    open: 'サイト内検索',
    label: '検索語',
    hint: '例：ビザ、法人設立、雇用契約',
    submit: '検索',
    loading: '検索しています…',
    results: '「{query}」の検索結果 {count} 件',
    resultsOne: '「{query}」の検索結果 1 件',
    empty: '「{query}」に一致する結果はありません。別の言葉で検索するか、下の一覧をご覧ください。',
    failed: '検索を読み込めませんでした。ページを再読み込みしてから、もう一度お試しください。',
    needsJs: 'サイト内検索は JavaScript が有効なブラウザでご利用いただけます。下の一覧から目的の情報をお探しください。',
    browse: '一覧から探す',
  },
  scrollToTop: 'ページの先頭へ戻る',
  pages: {
    home: {
      title: 'Nusantara Bridge Consulting | インドネシア進出の総合コンサルティング',
      description:
        '{year}年から{companies}社以上を支援してきたインドネシア進出専門のコンサルティング会社です。法人設立、ビザ、労務、不動産、マーケティングまでワンストップで対応いたします。',
      heading: 'インドネシア進出を、最初から最後まで伴走します',
    },
    services: {
      title: 'サービス | Nusantara Bridge Consulting',
      description: '投資コンサルティング、法人設立、ビザ、労務・人事、不動産、マーケティング。インドネシア進出に必要な6つの専門サービスです。',
      heading: '専門サービス',
    },
    investment: {
      title: '総合投資コンサルティング | Nusantara Bridge Consulting',
      description: '市場調査から投資スキームの設計、事業の定着まで、インドネシアへの投資の全プロセスを支援いたします。',
      heading: '総合投資コンサルティング',
    },
    establishment: {
      title: '法人設立・許認可 | Nusantara Bridge Consulting',
      description: '外資系法人（PMA）の設立、NIB・NPWP・BPJSの登録、事業許可および業種別の許認可取得を8週間のスケジュールで進めます。',
      heading: '法人設立・許認可',
    },
    hr: {
      title: '労務・人事管理 | Nusantara Bridge Consulting',
      description: '就業規則の作成、雇用契約、BPJSから採用代行、人事研修まで、インドネシアでの労務・人事を管理いたします。',
      heading: '労務・人事管理',
    },
    visa: {
      title: 'ビザサービス | Nusantara Bridge Consulting',
      description: 'VOA、ITAS、ITAP、VKSB、VKBP。目的に合ったインドネシアのビザと滞在許可をご案内し、申請を代行いたします。',
      heading: 'ビザサービス',
    },
    realestate: {
      title: '不動産コンサルティング | Nusantara Bridge Consulting',
      description: 'オフィス、工場、ルコ（店舗兼住宅）、倉庫、住宅、土地。インドネシアでの不動産の賃貸・売買を現地の専門家がサポートいたします。',
      heading: '不動産コンサルティング',
    },
    marketing: {
      title: 'マーケティングサービス | Nusantara Bridge Consulting',
      description: 'インドネシアの消費者とデジタルプラットフォームを熟知したチームが、ブランディングと現地マーケティングを設計いたします。',
      heading: 'マーケティングサービス',
    },
    about: {
      title: '会社案内 | Nusantara Bridge Consulting',
      description: '{year}年にジャカルタで創業し、{employees}名以上の現地専門家とともに{companies}社以上を支援してきた当社をご紹介します。',
      heading: '会社案内',
    },
    csr: {
      title: '私たちのストーリー | Nusantara Bridge Consulting',
      description: '創業の物語から現地化、パートナーシップまで。Nusantara Bridge Consultingの歩みと社会貢献のストーリーをご紹介します。',
      heading: '私たちのストーリー',
    },
    csrPost: {
      title: '{title} | 私たちのストーリー',
      description: 'Nusantara Bridge Consultingのストーリー：{title}',
    },
    noticePost: {
      title: '{title} | お知らせ',
      description: 'Nusantara Bridge Consultingのお知らせ：{title}',
    },
    faq: {
      title: 'よくあるご質問 | Nusantara Bridge Consulting',
      description: '法人設立、人事、ビザ、不動産に関するよくあるご質問と回答をまとめました。',
      heading: 'よくあるご質問',
    },
    notices: {
      title: 'お知らせ | Nusantara Bridge Consulting',
      description: 'インドネシアの法令、労務、ビザ、投資制度の変更と当社からのお知らせをお届けします。',
      heading: 'お知らせ',
    },
    contact: {
      title: 'ご相談・お問い合わせ | Nusantara Bridge Consulting',
      description: 'インドネシア進出のご相談をお申し込みください。24時間以内にご回答いたします。初回のご相談は無料です。',
      heading: 'ご相談・お問い合わせ',
    },
    search: {
      title: 'サイト内検索 | Nusantara Bridge Consulting',
      description: 'サービス、よくあるご質問、お知らせ、私たちのストーリーを検索します。',
      heading: 'サイト内検索',
    },
    preview: {
      title: '下書きプレビュー | Nusantara Bridge Consulting',
      description: '公開前の下書きのプレビューです。',
      heading: '下書きプレビュー',
      banner: 'プレビュー：この下書きはまだ公開されていません。リンクは作成から24時間有効です。',
      loading: '下書きを読み込んでいます…',
      expired: 'このプレビューリンクは期限切れです（有効期間24時間）。管理画面で新しいリンクを作成してください。',
      invalid: 'このプレビューリンクは無効です。アドレスが途中で切れているか変更されたか、別の項目のリンクです。',
      gone: 'プレビューする下書きがありません。すでに公開されたか削除されました。',
      replaced: 'このリンクを作成した後に下書きが再度保存されたため、このリンクは開けなくなりました。管理画面で新しいプレビューリンクを作成してください。',
      failed: '下書きを読み込めませんでした。しばらくしてからもう一度お試しください。',
    },
    notFound: {
      title: 'ページが見つかりません | Nusantara Bridge Consulting',
      description: 'お探しのページが見つかりませんでした。',
    },
  },
  placeholder: 'このページの内容は現在準備中です。',
};
