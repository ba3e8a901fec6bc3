/**
 * Visa detail page, Korean reference. Figures are numbers in `figures`;
 * sentences use them as `{name}` placeholders, filled per locale by index.ts. `{visaCases}`,
 * `{years}`, `{responseHours}` come from the site settings' firm facts; `{phone}`, `{opens}`, `{closes}`
 * from src/data/company.ts.
 */
import type { VisaContent } from './index.ts';

export const ko: VisaContent = {
  figures: {
    visaTypes: 5,
    voaDays: 30,
    voaExtensionDays: 30,
    voaFeeIdr: 500000,
    itasShortMinMonths: 1,
    itasShortMaxMonths: 6,
    itasLongMinMonths: 7,
    itasLongMaxMonths: 24,
    itasExtensions: 5,
    itasMaxYears: 6,
    itapYearsShort: 5,
    itapYearsLong: 10,
    itapItasYears: 3,
    itapMarriageYears: 2,
    workLevyUsd: 1200,
    vksbDays: 60,
    vksbExtensionDays: 60,
    vksbExtensions: 2,
    vksbMaxDays: 180,
    c18MaxDays: 120,
    vkbpYears1: 1,
    vkbpYears2: 2,
    vkbpYears5: 5,
    vkbpStayDays: 60,
    extensionLeadWeeks: 2,
  },
  hero: {
    eyebrow: '비자·체류 허가',
    lead: '짧은 출장부터 주재원의 장기 체류와 영주 허가까지, 체류 목적에 맞는 비자를 골라 서류 준비, 신청, 연장 관리를 한 번에 대행합니다.',
    consult: '무료 상담 신청',
    call: '전화 상담 {phone}',
    stats: [
      { value: '{visaCases}+', label: '비자 처리 실적' },
      { value: '{years}년', label: '인도네시아 현지 경험' },
      { value: '{visaTypes}가지', label: '안내하는 비자·체류 유형' },
    ],
  },
  guide: {
    eyebrow: '비자 유형 안내',
    title: '체류 목적에 맞는 비자를 고르세요',
    intro: '인도네시아의 비자와 체류 허가는 방문 목적과 기간에 따라 나뉩니다. 유형을 선택하면 취득 방법, 유효 기간, 연장 조건을 확인할 수 있습니다.',
    tablistLabel: '비자 유형',
    columns: { type: '구분', method: '취득 방법', validity: '유효 기간', extension: '연장', remarks: '비고' },
    requirementsTitle: '주요 준비 서류',
    tabs: [
      {
        name: '도착 비자',
        title: '도착 비자 (VOA)',
        description:
          '관광, 출장 중 회의·상담, 정부 업무, 환승을 위해 인도네시아를 짧게 방문할 때 받는 비자입니다. 한국을 포함한 대상 국가 국민은 도착 공항에서 바로 받거나 출국 전에 전자 비자(e-VOA)로 신청할 수 있습니다. 현지 취업과 영리 활동은 허용되지 않습니다.',
        caption: 'VOA 종류별 취득 방법, 유효 기간, 연장',
        rows: [
          {
            type: 'VOA (공항 발급)',
            code: 'B1',
            method: '도착 공항·항구의 VOA 창구에서 신청하고 현장에서 수수료 납부',
            validity: '{voaDays}일',
            extension: '{voaExtensionDays}일, 1회 연장 가능',
            remarks: '공항 수수료 IDR {voaFeeIdr}',
          },
          {
            type: 'e-VOA (온라인 발급)',
            code: 'B1',
            method: '출국 전 이민국 공식 사이트에서 온라인으로 신청·결제',
            validity: '{voaDays}일',
            extension: '{voaExtensionDays}일, 1회 온라인 연장 가능',
            remarks: '수수료는 공항 발급과 같고 입국 심사 대기 시간을 줄일 수 있음',
          },
        ],
        requirements: ['잔여 유효기간 6개월 이상인 여권', '귀국 또는 제3국행 항공권', '수수료 IDR {voaFeeIdr} (현금 또는 카드)'],
      },
      {
        name: '한시 체류',
        title: '한시 체류 허가 (ITAS)',
        description:
          '취업, 투자, 가족 동반 등으로 인도네시아에 머무는 외국인을 위한 체류 허가로, 흔히 KITAS라고 부릅니다. 체류 비자(E 계열)로 입국하면 전자 ITAS가 발급되며, 취업 목적이라면 노동부(Kemnaker)의 외국인 고용 계획(RPTKA) 승인이 먼저 필요합니다.',
        caption: 'ITAS 종류별 취득 방법, 유효 기간, 연장',
        rows: [
          {
            type: '단기 ITAS',
            code: 'E23',
            method: '고용 기업이 스폰서가 되어 체류 비자를 신청하고, 입국 후 전자 ITAS 발급',
            validity: '{itasShortMinMonths}~{itasShortMaxMonths}개월',
            extension: '연장 불가 (필요하면 새로 신청)',
            remarks: '단기 프로젝트, 설비 설치·기술 지원 인력',
          },
          {
            type: '장기 ITAS',
            code: 'E23 · E28A',
            method: '취업(RPTKA 승인 후) 또는 투자 목적 체류 비자로 입국해 전자 ITAS 발급',
            validity: '{itasLongMinMonths}~{itasLongMaxMonths}개월',
            extension: '최대 {itasExtensions}회, 총 {itasMaxYears}년까지',
            remarks: '취업 ITAS는 연간 외국인 고용 부담금 USD {workLevyUsd}을 고용주가 납부',
          },
        ],
        requirements: [
          '여권 (잔여 유효기간이 체류 기간보다 충분히 남아 있어야 함)',
          '스폰서 법인의 NIB와 정관 등 법인 서류',
          '취업 목적: RPTKA 승인서와 외국인 고용 부담금 납부 확인서',
          '증명사진, 학력·경력 증명서와 번역본',
        ],
      },
      {
        name: '영주 체류',
        title: '영주 체류 허가 (ITAP)',
        description:
          'ITAS로 일정 기간 이상 체류한 외국인이 전환할 수 있는 장기 체류 허가로, 흔히 KITAP이라고 부릅니다. ITAS를 해마다 연장하는 부담 없이 안정적으로 거주하며 사업할 수 있습니다.',
        caption: 'ITAP 종류별 취득 방법, 유효 기간, 연장',
        rows: [
          {
            type: 'ITAP (이사·투자자)',
            code: '',
            method: '이사·투자자 ITAS에서 전환 신청',
            validity: '{itapYearsShort}년 또는 {itapYearsLong}년',
            extension: '만료 전 갱신 신청',
            remarks: 'ITAS로 {itapItasYears}년 이상 체류해야 신청 가능',
          },
          {
            type: 'ITAP (인도네시아 국민의 배우자)',
            code: '',
            method: '배우자 ITAS에서 전환 신청',
            validity: '{itapYearsShort}년 또는 {itapYearsLong}년',
            extension: '만료 전 갱신 신청',
            remarks: '혼인 기간 {itapMarriageYears}년 이상',
          },
        ],
        requirements: [
          '유효한 ITAS와 체류 이력',
          '스폰서(법인 또는 배우자)의 보증 서류',
          '배우자: 혼인증명서와 가족관계 서류',
          '여권과 증명사진',
        ],
      },
      {
        name: '단수 방문',
        title: '단수 방문 비자 (VKSB)',
        description:
          '출장, 회의, 시장 조사, 관광 등으로 한 번 입국해 머무는 방문 비자입니다. 출국 전에 전자 비자(e-Visa)로 신청하며, 인도네시아 내 보증인(스폰서)이 필요한 유형도 있습니다. 현지 취업과 급여 수령은 허용되지 않습니다.',
        caption: 'VKSB 종류별 취득 방법, 유효 기간, 연장',
        rows: [
          {
            type: '관광·출장 방문',
            code: 'C1 · C2',
            method: 'e-Visa로 온라인 신청, 출국 전 발급',
            validity: '{vksbDays}일',
            extension: '{vksbExtensionDays}일씩 {vksbExtensions}회, 최대 {vksbMaxDays}일',
            remarks: '회의, 상담, 전시회 참가, 현지 법인 방문',
          },
          {
            type: '채용 전 직무 능력 시험',
            code: 'C18',
            method: '채용 예정 기업이 스폰서가 되어 e-Visa 신청',
            validity: '{vksbDays}일',
            extension: '1회, 최대 {c18MaxDays}일',
            remarks: '정식 채용 전 기술·능력 시험 목적',
          },
        ],
        requirements: [
          '잔여 유효기간 6개월 이상인 여권',
          '최근 3개월 은행 잔고 증명',
          '스폰서 보증서 또는 초청장 (유형에 따라)',
          '귀국 항공권 또는 여행 일정',
        ],
      },
      {
        name: '복수 방문',
        title: '복수 방문 비자 (VKBP)',
        description:
          '본사 임원이나 현지 법인을 자주 오가는 출장자처럼 인도네시아를 여러 번 방문하는 분을 위한 복수 입국 비자입니다. 유효 기간 안에는 여러 번 입국할 수 있지만, 한 번 입국해 계속 머물 수 있는 기간은 정해져 있습니다.',
        caption: 'VKBP 종류별 취득 방법, 유효 기간, 연장',
        rows: [
          {
            type: '출장 복수 방문',
            code: 'D2',
            method: '스폰서 서류를 갖춰 e-Visa로 온라인 신청',
            validity: '{vkbpYears1}년, {vkbpYears2}년 또는 {vkbpYears5}년',
            extension: '연장 대신 출국 후 재입국',
            remarks: '1회 입국 시 연속 체류 최대 {vkbpStayDays}일',
          },
          {
            type: '관광 복수 방문',
            code: 'D1',
            method: 'e-Visa로 온라인 신청',
            validity: '{vkbpYears1}년, {vkbpYears2}년 또는 {vkbpYears5}년',
            extension: '연장 대신 출국 후 재입국',
            remarks: '1회 입국 시 연속 체류 최대 {vkbpStayDays}일',
          },
        ],
        requirements: [
          '잔여 유효기간 6개월 이상인 여권',
          '최근 3개월 은행 잔고 증명',
          '출장: 인도네시아 법인의 초청장과 보증서',
          '증명사진',
        ],
      },
    ],
    disclaimer: '비자 규정과 수수료는 자주 바뀝니다. 신청 전에 최신 기준을 확인해 안내해 드립니다.',
  },
  notices: [
    {
      title: '연장은 만료 {extensionLeadWeeks}주 전에 신청하세요',
      text: '체류 기간이 끝나기 {extensionLeadWeeks}주 전까지 연장을 접수해야 심사 기간 중에도 합법적으로 체류할 수 있습니다. 기한을 넘기면 하루 단위로 초과 체류 벌금이 부과됩니다.',
    },
    {
      title: '외국인 고용 부담금 연 USD {workLevyUsd}',
      text: '외국인 직원을 고용하는 기업은 취업 ITAS를 받는 직원 한 명당 해마다 USD {workLevyUsd}의 외국인 고용 부담금(DKP-TKA)을 납부해야 합니다.',
    },
  ],
  process: {
    eyebrow: '진행 절차',
    title: '상담부터 연장 관리까지 네 단계',
    steps: [
      { title: '상담과 진단', description: '체류 목적, 기간, 가족 동반 여부를 듣고 알맞은 비자를 제안합니다.' },
      { title: '서류 준비', description: '필요 서류 목록을 드리고 번역, 공증, 스폰서 서류를 함께 준비합니다.' },
      { title: '신청과 발급', description: '온라인 신청과 이민국 절차를 대행하고 진행 상황을 알려 드립니다.' },
      { title: '연장 관리', description: '만료 {extensionLeadWeeks}주 전에 먼저 연락드려 연장과 전환을 챙깁니다.' },
    ],
  },
  packages: {
    eyebrow: '서비스 패키지',
    title: '개인과 기업을 위한 비자 패키지',
    intro: '필요한 범위만 골라 맡기실 수 있습니다. 자세한 견적은 상담 후 안내해 드립니다.',
    items: [
      {
        title: '개인 패키지',
        audience: '출장자, 주재원 가족, 장기 체류를 준비하는 개인',
        features: [
          '체류 목적에 맞는 비자 진단',
          'VOA·e-Visa 신청과 체류 연장 대행',
          '서류 번역과 공증 안내',
          '만료 {extensionLeadWeeks}주 전 연장 알림',
        ],
        cta: '개인 비자 상담하기',
      },
      {
        title: '기업 패키지',
        audience: '외국인 직원을 고용하거나 파견하는 법인',
        features: [
          'RPTKA 승인과 노동부(Kemnaker) 절차',
          '취업 ITAS 발급과 임직원별 연장 일정 관리',
          '외국인 고용 부담금(연 USD {workLevyUsd}) 납부 안내',
          '가족 동반 ITAS와 ITAP 전환 검토',
        ],
        cta: '기업 비자 상담하기',
      },
    ],
    phoneTitle: '급한 일정이라면 전화로',
    phoneText: '출국이나 만료가 임박했다면 비자 담당자와 바로 통화하세요.',
    phoneHours: '월–금 {opens}–{closes} (WIB)',
  },
  back: '서비스 목록으로 돌아가기',
  cta: {
    title: '어떤 비자가 필요한지 모르시겠나요?',
    text: '일정과 목적을 알려 주시면 {responseHours}시간 이내에 알맞은 비자와 준비 일정을 안내해 드립니다.',
    primary: '상담 문의하기',
    secondary: '전체 서비스 보기',
  },
};
