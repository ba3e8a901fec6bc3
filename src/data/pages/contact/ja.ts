import type { ContactContent } from './index.ts';

export const ja: ContactContent = {
  hero: {
    badge: 'ご相談・お問い合わせ',
    title: 'インドネシア進出、\nなんでもご相談ください',
    description: '法人設立、ビザ、労務、不動産、マーケティングまで、気になることをお寄せください。\n各分野の専門コンサルタントが直接お答えいたします。',
    response: '{hours}時間以内にご返信',
    free: '初回相談無料',
  },
  details: {
    title: '連絡先',
    intro: 'お電話、メール、ご相談フォームのうち、ご都合のよい方法でご連絡ください。',
    phoneTitle: '電話',
    officePhone: '代表',
    mobilePhone: '携帯電話',
    emailTitle: 'メール',
    emailNote: '確認をご希望の書類を添付してお送りいただくこともできます。',
    hoursTitle: '営業時間',
    weekdays: '月曜日〜金曜日',
    weekdayHours: '{opens}〜{closes}',
    weekend: '土曜日・日曜日',
    closed: '休業',
    timezone: '時間はすべてインドネシア西部時間（WIB、UTC+7）です。日本時間より2時間遅れています。',
    emergencyTitle: '緊急連絡先',
    emergencyText: '営業時間外に入国審査、滞在許可、労働災害などの緊急事態が発生した場合は、24時間対応の携帯電話までご連絡ください。担当コンサルタントがすぐに対応いたします。',
    emergencyCall: '緊急電話',
  },
  form: {
    title: 'ご相談のお申し込み',
    note: '下記のフォームにご記入いただければ、各分野の担当コンサルタントが{hours}時間以内にご連絡いたします。',
    consultation: 'ご相談は韓国語・英語・インドネシア語・中国語・日本語で承り、ご来社、ビデオ通話、お電話のいずれかからお選びいただけます。初回のご相談は無料で、ご相談内容は厳重に管理いたします。',
  },
  office: {
    title: 'アクセス',
    intro: 'ご来社でのご相談は予約制です。事前にお電話またはメールにてご訪問日時をお知らせください。',
    addressTitle: '本社所在地',
    lobbyNote: 'ビル1階ロビーの受付で入館登録をしていただければ、担当者がお迎えにあがります。',
    mapAlt: '本社の位置を示した地図のイラスト（実際の地図ではありません）',
    showMap: '地図を表示',
    mapNotice: '「地図を表示」を押すとGoogleマップを読み込みます。',
    mapTitle: '本社の位置（Googleマップ）',
    openInMaps: 'Googleマップで開く',
    newWindow: '新しいウィンドウで開きます',
  },
  why: {
    title: 'Nusantara Bridgeが選ばれる理由',
    intro: '現地での経験、確かな実績、そして人材が違います。',
    items: {
      experience: {
        value: '{n}年',
        label: 'インドネシアでの実績',
        text: '{year}年から積み重ねた経験により、法令や制度の変更にいち早く備えます。',
      },
      projects: {
        value: '{n}+',
        label: '支援企業・プロジェクト',
        text: '製造、流通、IT、食品など、幅広い業種の進出を成功に導いてまいりました。',
      },
      employees: {
        value: '{n}+',
        label: '従業員数',
        text: '現地の法令と言語に精通した専門家が、分野ごとに直接担当いたします。',
      },
    },
  },
};
