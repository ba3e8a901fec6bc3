import { ja as dictionary } from '#i18n/ui/ja.ts';
import type { ServicesContent } from './index.ts';

export const ja: ServicesContent = {
  hero: {
    eyebrow: 'インドネシア進出のワンストップサービス',
    description:
      '投資検討から法人設立、ビザ、労務・人事、不動産、マーケティングまで。進出と運営に必要な6つの分野を、各分野の専門家が最後まで責任をもって担当いたします。',
    stats: {
      companies: { value: '{n}+', label: '支援企業数' },
      services: { value: '{n}', label: '専門サービス分野' },
      experts: { value: '{n}+', label: '現地専門家' },
      years: { value: '{n}年', label: '現地での実績' },
    },
  },
  list: {
    eyebrow: 'サービス分野',
    title: '進出の各段階に必要な6つの専門サービス',
    intro: '必要な分野をお選びいただき、詳細をご確認ください。複数の分野にまたがる案件は、ひとつのチームが一貫して進めます。',
    featuresLabel: '主な業務',
    detail: '詳しく見る',
  },
  serviceTypes: {
    taskForce: '専任タスクフォースチーム',
    consultant: '専任コンサルタント',
  },
  cards: {
    investment: {
      title: dictionary.services.investment,
      summary: '市場調査や投資スキームの設計から事業の定着まで、インドネシアへの投資を全工程でご支援します。',
      description:
        '事業化調査、投資・出資スキームの設計、投資優遇措置の検討、現地パートナーの発掘まで、投資判断に必要な根拠をひとつのチームがご用意します。',
      features: ['市場調査・事業化調査', '投資スキーム・出資構成と優遇措置の検討', '現地パートナー・用地の発掘', '進出後の事業定着支援'],
    },
    establishment: {
      title: dictionary.services.establishment,
      summary: 'PMA法人の設立、NIB・NPWP・BPJSの登録から営業許可まで、8週間のスケジュールで進めます。',
      description:
        '外国投資法人（PMA）の設立からOSSによる事業者登録、業種別の許認可まで、すべての行政手続きをスケジュールどおりに代行いたします。',
      features: ['PMA法人設立と定款作成', 'OSSによるNIB取得とNPWP登録', 'BPJS加入と労働省への届出', '営業許可・業種別許認可'],
    },
    visa: {
      title: dictionary.services.visa,
      summary: 'VOAからITAS、ITAPまで、目的に合ったビザと滞在許可をご案内し、申請を代行いたします。',
      description:
        '出張、就労、長期滞在など目的に合ったビザを設計し、申請から延長、切り替えまで期限を逃さないよう管理いたします。',
      features: ['VOA・VKSB・VKBPの訪問ビザ', 'ITAS（KITAS）・ITAPの滞在許可', 'RPTKAなど外国人の就労許可', '滞在延長と有効期限の管理'],
    },
    hr: {
      title: dictionary.services.hr,
      summary: '就業規則、雇用契約、BPJSから採用代行まで、現地の労務と人事を管理いたします。',
      description:
        'インドネシア労働法に沿った就業規則と雇用契約を整備し、採用や研修、社会保障への加入まで人事運営全般をご支援します。',
      features: ['就業規則の作成と労働省の承認', '雇用契約とBPJS加入の管理', '採用代行と人材紹介', '人事研修とKPI設計'],
    },
    realestate: {
      title: dictionary.services.realestate,
      summary: 'オフィス、工場、倉庫、住居まで、目的に合った不動産の賃貸と売買をお手伝いします。',
      description:
        '相場と権利関係を確認した物件をご提案し、契約条件の交渉から入居後の賃貸管理まで責任をもって対応いたします。',
      features: ['オフィス・工場・倉庫の賃貸と売買', 'ルコ（店舗併用住宅）・住居・社員寮の手配', '相場分析と契約条件の交渉', '入居後の賃貸管理'],
    },
    marketing: {
      title: dictionary.services.marketing,
      summary: 'インドネシアの消費者とデジタルプラットフォームに合わせたブランディングと現地マーケティングを設計します。',
      description:
        '現地の消費文化とプラットフォームごとの利用者特性を踏まえ、ブランドの現地化、SNSマーケティング、EC販売を企画・運用いたします。',
      features: ['市場・消費者調査', 'ブランド現地化戦略', 'SNS・インフルエンサーマーケティング', 'ECモールへの出店と運営'],
    },
  },
  why: {
    eyebrow: 'Nusantara Bridge が選ばれる理由',
    title: '安心してお任せいただける3つの理由',
    reasons: [
      {
        title: '現地での経験',
        text: '{year}年からジャカルタで積み重ねてきた{years}年の経験により、法令や行政実務の変化をいち早く把握し、対応いたします。',
      },
      {
        title: 'ワンストップサービス',
        text: '投資検討、法人設立、ビザ、人事、不動産、マーケティングの6分野をひとつの窓口で対応し、時間とコストを削減します。',
      },
      {
        title: '確かな実績',
        text: '{companies}社以上の企業を支援し、{visas}件以上のビザ手続きを行ってまいりました。法人設立の成功率は{success}%を維持しています。',
      },
    ],
  },
  cta: {
    title: 'どのサービスが必要か、まだお決まりでないですか？',
    text: '状況をお聞かせいただければ、必要なサービスとスケジュールを一緒に整理いたします。初回のご相談は無料です。',
    primary: 'お問い合わせ',
  },
};
