/**
 * The admin API's messages in Korean, the source of en.ts and id.ts (their type, in index.ts, is this object's).
 * A field's name in a message comes from `fields`, so the content schemas name it in every language.
 */
import type { AdminRole } from '#domain/admin-access.ts';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../passwords.ts';

/** The label with its object or topic particle: 제목을 / 작성자를, 제목은 / 작성자는. */
function particle(label: string, withBatchim: string, without: string): string {
  const last = label.charCodeAt(label.length - 1) - 0xac00;
  return label + (last >= 0 && last < 11172 && last % 28 !== 0 ? withBatchim : without);
}

export const serverKo = {
  checkInput: '입력값을 확인해주세요.',
  badCharacter: '허용되지 않는 문자가 포함되어 있습니다.',
  trueOrFalse: '참 또는 거짓이어야 합니다.',
  chooseRole: '역할을 선택하세요.',
  emailInvalid: '올바른 이메일 주소를 입력하세요.',
  currentPasswordRequired: '현재 비밀번호를 입력하세요',
  currentPasswordWrong: '현재 비밀번호가 올바르지 않습니다.',
  throttled: '로그인 시도가 너무 많습니다. 잠시 후 다시 시도해주세요.',
  usernameRequired: '아이디를 입력하세요',
  passwordRequired: '비밀번호를 입력하세요',
  usernameTooLong: '아이디가 너무 깁니다',
  passwordTooLong: '비밀번호가 너무 깁니다',
  invalidCredentials: '아이디 또는 비밀번호가 잘못되었습니다.',
  codeRequired: '인증 앱의 6자리 코드나 복구 코드를 입력하세요.',
  codeInvalid: '코드가 올바르지 않거나 이미 사용되었습니다.',
  newPasswordLength: `새 비밀번호는 ${MIN_PASSWORD_LENGTH}자 이상 ${MAX_PASSWORD_LENGTH}자 이하로 입력하세요`,
  passwordLength: `비밀번호는 ${MIN_PASSWORD_LENGTH}자 이상 ${MAX_PASSWORD_LENGTH}자 이하로 입력하세요.`,
  usernameFormat: '아이디는 공백 없이 1~50자로 입력하세요.',
  inviteGone: '초대 링크가 만료되었거나 이미 사용되었습니다. 초대한 분께 새 링크를 요청하세요.',
  usernameTaken: '이미 쓰이는 아이디입니다(대소문자만 다른 아이디도 같은 아이디로 봅니다). 다른 아이디를 입력하세요.',
  inviteWithdrawn: '이 초대는 철회되었습니다. 초대한 분께 문의하세요.',
  inviteSenderGone: '초대한 계정이 비활성화되었거나 이 역할에 초대할 권한이 없어져 초대가 더 이상 유효하지 않습니다. 다른 소유자에게 새 초대를 요청하세요.',
  inviteEmailTaken: '이 이메일 주소의 계정이 이미 있습니다. 초대한 분께 문의하세요.',
  lastOwner: '활성 소유자가 한 명은 있어야 합니다. 다른 소유자를 먼저 지정하세요.',
  nothingToChange: '바꿀 내용이 없습니다.',
  noMail: '메일 서버가 설정되지 않아 메일로 비밀번호를 바꿀 수 없습니다. 소유자에게 계정 초기화를 요청하세요.',
  twoFactorRequired: '모든 계정에 2단계 인증이 필요하도록 설정되어 있어 끌 수 없습니다. 새 기기로 바꾸려면 다시 설정하세요.',
  setupCodeFormat: '인증 앱에 표시된 6자리 숫자를 입력하세요.',
  setupNotStarted: '설정이 시작되지 않았거나 15분이 지났습니다. 처음부터 다시 하세요.',
  setupCodeWrong: '코드가 맞지 않습니다. 휴대전화의 시간이 맞는지 확인하고 새 코드를 입력하세요.',
  setupRestarted: '다른 창에서 설정을 다시 시작했습니다. 그 창에서 마치세요.',
  ownTwoFactorFirst: '먼저 내 계정에서 2단계 인증을 설정하세요.',
  chooseTimeZone: '목록에 있는 시간대를 고르세요.',
  chooseLanguage: '언어를 고르세요.',
  emailNeedsPassword: '이메일을 바꾸려면 현재 비밀번호를 입력하세요',
  emailInUse: '다른 계정이 쓰는 이메일입니다.',
  imageEmpty: '이미지 파일이 비어 있습니다.',
  imageFileTooLarge: (size: string) => `이미지 파일은 ${size} 이하만 올릴 수 있습니다. 더 작은 파일을 골라 주세요.`,
  imageTooLarge: '이미지의 픽셀 수가 너무 많습니다.',
  imageType: 'PNG, JPEG, WebP, GIF 이미지만 올릴 수 있습니다.',
  imageTooTall: (size: string, limit: string) => `이미지가 너무 깁니다. 올리면 ${size}px로 저장되는데, WebP 이미지는 가로와 세로가 각각 ${limit}px를 넘을 수 없습니다. 이미지를 잘라 여러 장으로 나누어 올려 주세요.`,
  imageUnreadable: '이미지를 읽을 수 없습니다.',
  altRequired: '한국어 대체 텍스트를 입력하세요.',
  altTooLong: '대체 텍스트는 250자 이내로 입력하세요.',
  imageInUse: '사용 중인 이미지는 삭제할 수 없습니다. 먼저 사용하는 곳에서 빼세요.',
  unknownAction: '알 수 없는 작업입니다.',
  adminNameTooLong: '관리자 이름은 50자 이하입니다.',
  badPage: '잘못된 페이지입니다.',
  unknownKind: '알 수 없는 종류입니다.',
  oneOf: (name: string, values: readonly string[]) => `${particle(name, '은', '는')} ${values.join(', ')} 중 하나여야 합니다.`,
  queryTooLong: (max: number) => `검색어는 ${max}자 이하로 입력하세요.`,
  enter: (label: string) => `${particle(label, '을', '를')} 입력하세요.`,
  atMost: (label: string, max: number) => `${particle(label, '은', '는')} ${max.toLocaleString('ko-KR')}자 이하로 입력하세요.`,
  mustBeText: (label: string) => `${particle(label, '은', '는')} 문자열이어야 합니다.`,
  translationsObject: '번역은 객체여야 합니다.',
  confirmTranslations: '확인할 번역은 언어별 필드 목록이어야 합니다.',
  chooseCategory: '카테고리를 선택하세요.',
  publishedAtFormat: '게시일은 날짜와 시각이어야 합니다 (예: 2024-03-01T09:00:00+09:00).',
  publishedAtFuture: '게시일은 미래일 수 없습니다.',
  publishAtFormat: '게시 예약 시각은 날짜와 시각이어야 합니다 (예: 2026-12-01T09:00:00+07:00).',
  publishAtFuture: '게시 예약 시각은 지금 이후여야 합니다.',
  draftSavedAtFormat: '초안의 저장 시각(draftSavedAt)은 날짜와 시각이거나 null이어야 합니다.',
  featuredImageUrl: '대표 이미지는 http(s) 주소나 업로드한 이미지여야 합니다.',
  socialImageUrl: '공유 이미지는 http(s) 주소나 업로드한 이미지여야 합니다.',
  dayFormat: '날짜는 YYYY-MM-DD 형식이어야 합니다.',
  notAssignee: '문의를 맡을 수 있는 관리자(소유자 또는 상담 담당)를 고르세요.',
  oneChangeAtATime: '상태와 담당·후속 조치는 따로 바꾸세요.',
  replyNoMail: '메일 서버(SMTP_HOST, SMTP_FROM)가 설정되지 않아 회신을 보낼 수 없습니다.',
  replyNotSent: '메일 서버가 회신을 받지 않았습니다. 쓴 내용은 기록에 "보내지 못함"으로 남았으니 잠시 후 거기서 다시 보내세요.',
  replyNotResendable: '이 회신은 이미 보냈거나 지금 보내는 중이라 다시 보낼 수 없습니다.',
  mailTestNoMail: '메일 서버(SMTP_HOST, SMTP_FROM)가 설정되지 않아 테스트 메일을 보낼 수 없습니다.',
  mailTestNoAddress: '내 계정에 이메일 주소가 없어 테스트 메일을 보낼 곳이 없습니다. 내 계정에서 주소를 넣으세요.',
  mailTestFailed: (error: string) => `메일 서버가 테스트 메일을 받지 않았습니다: ${error}`,
  phoneInvalid: '국가 번호를 포함한 전화번호를 입력하세요 (예: +62 21 5010 1234).',
  kakaoInvalid: '카카오톡 채널 ID(예: _AbCdE) 또는 pf.kakao.com 주소를 입력하세요.',
  templateNameTaken: '이 언어에 같은 이름의 템플릿이 이미 있습니다. 다른 이름을 입력하세요.',
  pictureNotUploaded: '업로드한 이미지를 고르세요 (이 이미지는 저장되어 있지 않습니다).',
  languageUnknown: '사용 언어는 한국어, 영어, 인도네시아어, 중국어, 일본어 중에서 고르세요.',
  tooMany: (label: string, max: number) => `${particle(label, '은', '는')} ${max}개까지입니다.`,
  /** The desk's morning reminder e-mail (functions/_shared/admin/inquiries/reminder-mail.ts). */
  reminder: {
    subject: (count: number) => `[문의 알림] 확인이 필요한 문의 ${count}건`,
    greeting: (name: string) => `${name}님, 안녕하세요.`,
    intro: (day: string) => `${day} 아침, 맡으신 문의 가운데 확인이 필요한 문의를 알려 드립니다.`,
    overdueHeading: (count: number) => `후속 조치일이 지난 문의 (${count}건)`,
    unansweredHeading: (count: number) => `24시간 넘게 회신하지 않은 문의 (${count}건)`,
    followUpOn: (day: string) => `후속 조치일 ${day}`,
    receivedAt: (time: string) => `접수 ${time}`,
    noReplyYet: '아직 회신 없음',
    more: (count: number) => `외 ${count}건은 관리자 화면에서 확인하세요.`,
    footer: '이 알림은 매일 아침 한 번 보냅니다. 받지 않으려면 소유자에게 계정 화면에서 꺼 달라고 요청하세요.',
  },
  /** The roles by name, as the admin app's header names them (src/data/admin/app roles): in the invitation mail. */
  roles: { owner: '소유자', editor: '편집자', staff: '상담 담당' } satisfies Record<AdminRole, string>,
  /**
   * The staff e-mails sent one at a time, each in its recipient's admin language: the invitation
   * (accounts.ts), the password reset (password-reset.ts), the assignment notice
   * (inquiries/handling.ts) and the test mail (../mail/health.ts).
   */
  staffMail: {
    invitation: {
      subject: '관리자 초대',
      text: (from: string, role: string, hours: number) => `${from}님이 관리자 화면(${role})에 초대했습니다. ${hours}시간 안에 아래 링크에서 계정을 만드세요.`,
    },
    reset: {
      subject: '비밀번호 재설정',
      text: (name: string, minutes: number) => `${name}님, 아래 링크에서 ${minutes}분 안에 새 비밀번호를 정하세요. 요청하지 않았다면 이 메일을 무시하세요.`,
    },
    assignment: {
      subject: (reference: string) => `[${reference}] 문의 배정`,
      text: (by: string, reference: string, assignee: string) => `${by}님이 문의 ${reference}을(를) ${assignee}님께 맡겼습니다.`,
    },
    answered: {
      subject: (reference: string) => `[${reference}] 문의자 회신`,
      text: (reference: string) => `문의 ${reference}에 문의자가 회신했습니다.`,
      reopened: '완료된 문의를 다시 진행 중으로 돌렸습니다.',
    },
    test: {
      subject: '테스트 메일',
      text: (name: string) => `${name}님, 관리자 화면에서 보낸 테스트 메일입니다. 이 메일이 왔다면 메일 설정이 동작합니다.`,
    },
  },
  wholeNumber: (label: string) => `${particle(label, '은', '는')} 정수로 입력하세요.`,
  between: (label: string, min: number, max: number) => `${particle(label, '은', '는')} ${min.toLocaleString('ko-KR')}에서 ${max.toLocaleString('ko-KR')} 사이로 입력하세요.`,
  pageField: { required: '입력하세요.', tooLong: '너무 깁니다. 줄여 주세요.', number: '숫자로 입력하세요.', tooSmall: '허용된 값보다 작습니다.', tooLarge: '허용된 값보다 큽니다.', link: '사이트 경로(/…), https 주소, mailto: 또는 tel: 이어야 합니다.', image: '사이트의 이미지 경로(/…)나 https 주소여야 합니다.', tooFew: '항목이 너무 적습니다.', tooMany: '항목이 너무 많습니다.', placeholders: '이 페이지가 채우지 않는 자리표시자가 있습니다. 한국어 원문에 있는 중괄호 이름만 쓸 수 있습니다.' },
  chooseLocale: '언어(ko, en, id, zh, ja)를 선택하세요.',
  pageNoDraft: '이 언어에는 저장된 초안이 없습니다. 초안을 먼저 저장하세요.',
  factsNoDraft: '회사 수치에 저장된 초안이 없습니다. 초안을 먼저 저장하세요.',
  choosePreviewPage: '수치가 표시되는 페이지(홈, 서비스, 회사 소개, 문의 또는 서비스 상세)를 선택하세요.',
  serviceSlug: { required: '주소를 입력하세요.', length: '주소는 3~80자여야 합니다.', format: '주소는 영문 소문자와 숫자로 된 낱말을 하이픈(-)으로 이어 써야 합니다 (예: company-establishment).', reserved: '사이트가 쓰는 낱말이라 주소로 쓸 수 없습니다.', taken: '이 언어에서 다른 서비스가 지금 또는 예전에 쓴 주소입니다.', korean: '한국어 주소는 사양에 정해져 있어 바꿀 수 없습니다.' },
  factsFields: { foundedYear: '설립 연도', companiesSupported: '지원한 기업 수', visaCases: '비자 처리 건수', employees: '직원 수', rentalManagements: '임대 관리 건수', localExpertsPercent: '현지 전문가 비율 (%)', establishmentSuccessPercent: '법인 설립 성공률 (%)', responseHours: '답변까지 걸리는 시간 (시간)' },
  peopleFields: { ceoPortrait: '대표 사진', team: '팀', teamPhoto: '팀원 사진', teamName: '팀원 이름', teamRole: '팀원 직책', teamLanguages: '사용 언어', caseStudy: '사례 이미지', offices: '사무실 사진', officePhoto: '사무실 사진' },
  fields: {
    title: '제목', content: '내용', author: '작성자', question: '질문', answer: '답변', excerpt: '요약', featuredImage: '대표 이미지', description: 'SEO 설명', socialImage: '공유 이미지',
    assignee: '담당자', language: '언어', overdue: '후속 조치 지남', note: '메모', followUpOn: '후속 조치일',
    subject: '제목', reply: '회신 내용', templateName: '템플릿 이름',
    status: '상태', service: '서비스', kind: '종류',
    officePhone: '대표 전화', mobilePhone: '휴대전화', whatsapp: 'WhatsApp 번호', kakaoChannel: '카카오톡 채널', street: '주소', locality: '도시', region: '주(도)', postalCode: '우편번호',
  },
};
