import type { Dictionary } from '../types.ts';

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
  footer: {
    description: '2003年よりジャカルタを拠点に、韓国企業をはじめとする外国企業のインドネシア進出と事業運営を支援しています。',
    servicesHeading: 'サービス',
    aboutHeading: '会社情報',
    contactHeading: 'お問い合わせ先',
    addressLabel: '本社所在地',
    phoneLabel: '電話',
    emailLabel: 'メール',
    hours: '月〜金 8:00〜17:00（インドネシア西部時間・WIB）',
    hoursLabel: '営業時間',
    weekendClosed: '土日休業',
    response: '24時間以内にご返信 · 初回相談無料',
    officePhone: '代表',
    mobilePhone: '携帯',
    messengerLabel: 'メッセージ',
    whatsapp: 'WhatsApp',
    kakao: 'カカオトーク チャンネル',
    privacyPolicy: 'プライバシーポリシー',
    copyright: '© {year} Nusantara Bridge Consulting. 無断転載を禁じます。',
  },
  privacy: {
    title: 'プライバシーポリシー',
    intro: 'Nusantara Bridge Consulting（以下「当社」）は、ご相談のお問い合わせを通じて取得した個人情報を以下のとおり取り扱います。',
    close: '閉じる',
    effective: '施行日：2026年11月25日',
    sections: [
      {
        heading: '1. 個人情報の利用目的',
        body: '当社は、ご相談のお申し込みの受付、ご相談の実施とご回答、契約の締結および履行のために個人情報を取り扱い、これらの目的以外には利用いたしません。',
      },
      {
        heading: '2. 取得する個人情報の項目',
        body: '必須項目：氏名、会社名、メールアドレス、電話番号、ご関心のあるサービス。任意項目：ご予算の範囲、お問い合わせ内容。自動取得項目：受付日時、当サイトに最初にアクセスしたページとそのページへリンクしていたサイトのアドレス、広告・キャンペーンリンクの UTM タグ（Cookie は使用せず、お問い合わせの送信時にのみ送られます）。',
      },
      {
        heading: '3. 個人情報の保有・利用期間',
        body: '契約に関する記録は契約終了後5年間、税務に関する記録は10年間、一般的なご相談の記録は3年間保管した後、遅滞なく廃棄いたします。同意を撤回された場合は、直ちに削除いたします。',
      },
      {
        heading: '4. 個人情報の第三者提供',
        body: '当社は、ご本人の同意または法令上の根拠なく、個人情報を第三者に提供することはありません。',
      },
      {
        heading: '5. 個人情報の取扱いの委託',
        body: '当社は、ウェブサイトのホスティングおよびデータベースの運用を専門事業者に委託しています。委託先が個人情報を安全に管理するよう契約で定め、適切に監督しています。',
      },
      {
        heading: '6. ご本人の権利とその行使方法',
        body: 'ご本人は、いつでも個人情報の開示、訂正、削除、利用停止および同意の撤回を求めることができます。下記の個人情報保護責任者までメールでご請求いただければ、遅滞なく対応いたします。',
      },
      {
        heading: '7. 個人情報保護責任者',
        body: '個人情報保護責任者：経営支援チーム長。連絡先は本ページ下部に記載のメールアドレスおよび電話番号です。',
      },
      {
        heading: '8. プライバシーポリシーの変更',
        body: '本ポリシーは2025年1月1日より施行いたします。内容を変更する場合は、施行の7日前までに当ウェブサイトの「お知らせ」にて告知いたします。',
      },
    ],
  },
  search: {
    open: 'サイト内検索',
    label: '検索語',
    hint: '例：ビザ、法人設立、雇用契約',
    submit: '検索',
    loading: '検索しています…',
    results: '「{query}」の検索結果 {count} 件',
    empty: '「{query}」に一致する結果はありません。別の言葉で検索するか、下の一覧をご覧ください。',
    failed: '検索を読み込めませんでした。ページを再読み込みしてから、もう一度お試しください。',
    needsJs: 'サイト内検索は JavaScript が有効なブラウザでご利用いただけます。下の一覧から目的の情報をお探しください。',
    browse: '一覧から探す',
  },
  scrollToTop: 'ページの先頭へ戻る',
  notFound: {
    code: '404',
    title: 'Page Not Found',
    heading: 'ページが見つかりません',
    text: 'お探しのページは存在しないか、アドレスが変更された可能性があります。以下のリンクから目的の情報をお探しください。',
    home: 'ホームへ戻る',
    contact: 'ご相談・お問い合わせ',
  },
  pages: {
    home: {
      title: 'Nusantara Bridge Consulting | インドネシア進出の総合コンサルティング',
      description:
        '2003年から500社以上を支援してきたインドネシア進出専門のコンサルティング会社です。法人設立、ビザ、労務、不動産、マーケティングまでワンストップで対応いたします。',
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
      description: '2003年にジャカルタで創業し、70名以上の現地専門家とともに500社以上を支援してきた当社をご紹介します。',
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
    notFound: {
      title: 'Page Not Found | Nusantara Bridge Consulting',
      description: 'お探しのページが見つかりませんでした。',
    },
  },
  placeholder: 'このページの内容は現在準備中です。',
};
