import type { VisaContent } from './index.ts';
import { ko } from './ko.ts';

export const ja: VisaContent = {
  figures: ko.figures,
  hero: {
    eyebrow: 'ビザ・滞在許可',
    lead: '短期出張から駐在員の長期滞在、永住許可まで、滞在目的に合ったビザを選び、書類準備・申請・延長管理までまとめて代行いたします。',
    consult: '無料相談を申し込む',
    call: 'お電話 {phone}',
    stats: [
      { value: '{visaCases}+', label: 'ビザ取扱実績' },
      { value: '{years}年', label: 'インドネシアでの実績' },
      { value: '{visaTypes}種類', label: 'ご案内するビザ・滞在許可' },
    ],
  },
  guide: {
    eyebrow: 'ビザの種類',
    title: '滞在目的に合ったビザをお選びください',
    intro: 'インドネシアのビザと滞在許可は、訪問目的と滞在期間によって異なります。種類を選ぶと、取得方法・有効期間・延長条件をご確認いただけます。',
    tablistLabel: 'ビザの種類',
    columns: { type: '区分', method: '取得方法', validity: '有効期間', extension: '延長', remarks: '備考' },
    requirementsTitle: '主な必要書類',
    tabs: [
      {
        name: 'アライバルビザ',
        title: 'アライバルビザ（VOA）',
        description:
          '観光、出張中の会議・商談、公務、トランジットなどで短期間インドネシアを訪問する際のビザです。韓国を含む対象国の国民は、到着空港で取得するか、出国前に電子ビザ（e-VOA）をオンライン申請できます。現地での就労や営利活動は認められていません。',
        caption: 'VOAの種類別の取得方法・有効期間・延長',
        rows: [
          {
            type: 'VOA（空港で取得）',
            code: 'B1',
            method: '到着した空港・港のVOAカウンターで申請し、その場で手数料を支払う',
            validity: '{voaDays}日',
            extension: '1回のみ{voaExtensionDays}日延長可能',
            remarks: '空港での手数料 IDR {voaFeeIdr}',
          },
          {
            type: 'e-VOA（オンライン取得）',
            code: 'B1',
            method: '出国前に入国管理局の公式サイトでオンライン申請・決済',
            validity: '{voaDays}日',
            extension: 'オンラインで1回のみ{voaExtensionDays}日延長可能',
            remarks: '手数料は空港取得と同額で、入国審査の待ち時間を短縮できる',
          },
        ],
        requirements: ['残存有効期間6か月以上のパスポート', '帰国便または第三国行きの航空券', '手数料 IDR {voaFeeIdr}（現金またはカード）'],
      },
      {
        name: '一時滞在',
        title: '一時滞在許可（ITAS）',
        description:
          '就労、投資、家族帯同などでインドネシアに滞在する外国人のための滞在許可で、一般にKITASと呼ばれます。滞在ビザ（Eシリーズ）で入国すると電子ITASが発給されます。就労目的の場合は、まず労働省（Kemnaker）による外国人雇用計画（RPTKA）の承認が必要です。',
        caption: 'ITASの種類別の取得方法・有効期間・延長',
        rows: [
          {
            type: '短期ITAS',
            code: 'E23',
            method: '雇用企業がスポンサーとなって滞在ビザを申請し、入国後に電子ITASを受領',
            validity: '{itasShortMinMonths}～{itasShortMaxMonths}か月',
            extension: '延長不可（必要に応じて新規申請）',
            remarks: '短期プロジェクト、設備据付・技術支援の人員',
          },
          {
            type: '長期ITAS',
            code: 'E23 · E28A',
            method: '就労ビザ（RPTKA承認後）または投資ビザで入国し、電子ITASを受領',
            validity: '{itasLongMinMonths}～{itasLongMaxMonths}か月',
            extension: '最大{itasExtensions}回、通算{itasMaxYears}年まで',
            remarks: '就労ITASは雇用主が外国人雇用負担金として年間 USD {workLevyUsd} を納付',
          },
        ],
        requirements: [
          'パスポート（残存有効期間が滞在予定期間を十分に上回ること）',
          'スポンサー企業のNIB、定款などの会社書類',
          '就労目的の場合：RPTKA承認書と外国人雇用負担金の納付証明',
          '証明写真、学歴・職歴証明書とその翻訳',
        ],
      },
      {
        name: '永住',
        title: '永住許可（ITAP）',
        description:
          'ITASで一定期間以上滞在した外国人が切り替えられる長期の滞在許可で、一般にKITAPと呼ばれます。ITASを毎年更新する負担なく、安定して生活し事業を営むことができます。',
        caption: 'ITAPの種類別の取得方法・有効期間・延長',
        rows: [
          {
            type: 'ITAP（取締役・投資家）',
            code: '',
            method: '取締役・投資家のITASから切り替え申請',
            validity: '{itapYearsShort}年または{itapYearsLong}年',
            extension: '期限前に更新申請',
            remarks: 'ITASでの滞在{itapItasYears}年以上が必要',
          },
          {
            type: 'ITAP（インドネシア国民の配偶者）',
            code: '',
            method: '配偶者ITASから切り替え申請',
            validity: '{itapYearsShort}年または{itapYearsLong}年',
            extension: '期限前に更新申請',
            remarks: '婚姻期間{itapMarriageYears}年以上が必要',
          },
        ],
        requirements: ['有効なITASと滞在履歴', 'スポンサー（企業または配偶者）の保証書類', '配偶者の場合：婚姻証明書と家族関係書類', 'パスポートと証明写真'],
      },
      {
        name: 'シングル訪問',
        title: 'シングルエントリー訪問ビザ（VKSB）',
        description:
          '出張、会議、市場調査、観光などで1回入国して滞在する訪問ビザです。出国前に電子ビザ（e-Visa）でオンライン申請し、種類によってはインドネシア国内の保証人（スポンサー）が必要です。現地での就労や報酬の受け取りは認められていません。',
        caption: 'VKSBの種類別の取得方法・有効期間・延長',
        rows: [
          {
            type: '観光・出張訪問',
            code: 'C1 · C2',
            method: 'e-Visaでオンライン申請し、出国前に発給',
            validity: '{vksbDays}日',
            extension: '{vksbExtensionDays}日ずつ{vksbExtensions}回、最長{vksbMaxDays}日',
            remarks: '会議、商談、展示会参加、現地法人訪問',
          },
          {
            type: '採用前の技能試験',
            code: 'C18',
            method: '採用予定企業がスポンサーとなってe-Visaを申請',
            validity: '{vksbDays}日',
            extension: '1回のみ、最長{c18MaxDays}日',
            remarks: '正式採用前の技術・能力試験が目的',
          },
        ],
        requirements: ['残存有効期間6か月以上のパスポート', '直近3か月の銀行残高証明', 'スポンサーの保証書または招へい状（種類による）', '帰国便の航空券または旅程表'],
      },
      {
        name: 'マルチプル訪問',
        title: 'マルチプルエントリー訪問ビザ（VKBP）',
        description:
          '本社役員や現地法人を頻繁に訪れる出張者など、インドネシアを何度も訪問する方のための数次入国ビザです。有効期間内は何度でも入国できますが、1回の入国で継続して滞在できる期間には上限があります。',
        caption: 'VKBPの種類別の取得方法・有効期間・延長',
        rows: [
          {
            type: '出張（数次入国）',
            code: 'D2',
            method: 'スポンサー書類を揃えてe-Visaでオンライン申請',
            validity: '{vkbpYears1}年、{vkbpYears2}年または{vkbpYears5}年',
            extension: '延長不可、出国後に再入国',
            remarks: '1回の入国につき連続滞在は最長{vkbpStayDays}日',
          },
          {
            type: '観光（数次入国）',
            code: 'D1',
            method: 'e-Visaでオンライン申請',
            validity: '{vkbpYears1}年、{vkbpYears2}年または{vkbpYears5}年',
            extension: '延長不可、出国後に再入国',
            remarks: '1回の入国につき連続滞在は最長{vkbpStayDays}日',
          },
        ],
        requirements: ['残存有効期間6か月以上のパスポート', '直近3か月の銀行残高証明', '出張の場合：インドネシア企業の招へい状と保証書', '証明写真'],
      },
    ],
    disclaimer: 'ビザの規定や手数料は頻繁に変わります。申請の前に必ず最新の要件を確認してご案内いたします。',
  },
  notices: [
    {
      title: '延長は期限の{extensionLeadWeeks}週間前までに申請を',
      text: '滞在期限の{extensionLeadWeeks}週間前までに延長を申請すれば、審査期間中も合法的に滞在できます。期限を過ぎると、超過滞在の日数に応じて罰金が科されます。',
    },
    {
      title: '外国人雇用負担金：年間 USD {workLevyUsd}',
      text: '外国人を雇用する企業は、就労ITASを持つ従業員1人につき年間 USD {workLevyUsd} の外国人雇用負担金（DKP-TKA）を納付する必要があります。',
    },
  ],
  process: {
    eyebrow: '手続きの流れ',
    title: 'ご相談から延長管理までの4ステップ',
    steps: [
      { title: 'ご相談・診断', description: '滞在目的や期間、ご家族の帯同の有無を伺い、最適なビザをご提案します。' },
      { title: '書類準備', description: '必要書類のリストをお渡しし、翻訳・公証・スポンサー書類を一緒に準備します。' },
      { title: '申請・発給', description: 'オンライン申請と入国管理局での手続きを代行し、進捗を随時ご報告します。' },
      { title: '延長管理', description: '期限の{extensionLeadWeeks}週間前に当社からご連絡し、延長や切り替えを確実に進めます。' },
    ],
  },
  packages: {
    eyebrow: 'サービスパッケージ',
    title: '個人・法人向けビザパッケージ',
    intro: '必要な範囲だけをご依頼いただけます。詳しいお見積りはご相談後にご案内いたします。',
    items: [
      {
        title: '個人パッケージ',
        audience: '出張者、駐在員のご家族、長期滞在を予定している方',
        features: [
          '滞在目的に合わせたビザ診断',
          'VOA・e-Visaの申請と滞在延長の代行',
          '書類の翻訳・公証のご案内',
          '期限の{extensionLeadWeeks}週間前に延長のお知らせ',
        ],
        cta: '個人ビザについて相談する',
      },
      {
        title: '法人パッケージ',
        audience: '外国人社員を雇用・派遣する企業',
        features: [
          'RPTKAの承認と労働省（Kemnaker）での手続き',
          '就労ITASの取得と社員ごとの延長スケジュール管理',
          '外国人雇用負担金（年間 USD {workLevyUsd}）の納付案内',
          '帯同家族のITASとITAPへの切り替え検討',
        ],
        cta: '法人ビザについて相談する',
      },
    ],
    phoneTitle: 'お急ぎの場合はお電話で',
    phoneText: '出国日や滞在期限が迫っている場合は、ビザ担当者に直接ご相談ください。',
    phoneHours: '月～金 {opens}～{closes}（西部インドネシア時間）',
  },
  back: 'サービス一覧に戻る',
  cta: {
    title: 'どのビザが必要かお悩みですか？',
    text: '日程と目的をお知らせいただければ、{responseHours}時間以内に最適なビザと準備スケジュールをご案内いたします。',
    primary: 'お問い合わせ',
    secondary: 'サービス一覧を見る',
  },
};
