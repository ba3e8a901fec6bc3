/**
 * Company establishment and permits: the
 * Korean reference. Weeks are numbers, formatted per locale by the page; `{placeholders}` are filled
 * by the page.
 */
import type { EstablishmentContent } from './index.ts';

export const ko: EstablishmentContent = {
  backLink: '전체 서비스로 돌아가기',
  hero: {
    eyebrow: 'PMA 외국인 투자 법인',
    lead: '외국인 투자 법인(PT PMA) 설립부터 NIB·NPWP·BPJS 등록, 영업 허가와 업종별 인허가까지. 검증된 {weeks}주 일정표에 따라 처음부터 끝까지 책임지고 진행합니다.',
    primaryCta: '법인 설립 상담 신청',
    secondaryCta: '{weeks}주 일정 보기',
    stats: {
      weeks: '표준 설립 기간',
      success: '법인 설립 성공률',
      companies: '지원 기업·프로젝트',
      years: '현지 경험(년)',
    },
  },
  weeksValue: '{weeks}주',
  benefits: {
    eyebrow: '서비스 특징',
    title: '설립은 빠르게, 인허가는 빈틈없이',
    intro: '법인 설립은 시작일 뿐입니다. 영업에 필요한 모든 등록과 허가가 갖춰질 때까지 함께합니다.',
    items: [
      { title: '법인 설립 성공률 {success}', text: '지금까지 맡겨 주신 PMA 설립 프로젝트를 모두 설립 완료로 이끌었습니다.' },
      { title: '{weeks}주 표준 일정', text: '항목별 담당자와 완료 기준을 정한 일정표로 진행하고, 지연 요인은 미리 알려드립니다.' },
      { title: '최신 OSS 규정 반영', text: 'OSS 위험도 기반 허가 체계와 업종별 기준의 변경 사항을 상시 확인해 반영합니다.' },
      { title: '서류 준비부터 인계까지', text: '본국 서류의 공증·아포스티유 안내부터 완료된 허가 서류 일체의 인계까지 챙깁니다.' },
      { title: '설립 이후까지 한 회사에서', text: '비자, 노무, 회계, 사무실 임대까지 같은 회사 안에서 이어서 진행합니다.' },
    ],
  },
  permits: {
    eyebrow: '인허가 범위',
    title: '네 가지 인허가 영역을 모두 다룹니다',
    intro: '업종과 사업 형태에 따라 필요한 항목을 골라 하나의 일정표로 관리합니다.',
    categories: [
      {
        title: 'PMA 법인 설립',
        text: '외국인 투자 법인의 설립 절차 전반',
        items: [
          '업종 코드(KBLI)와 외국인 지분 허용 범위 검토',
          '회사명 예약과 정관 작성, 공증인 공증',
          '법무부(AHU) 법인 설립 승인',
          '주주·이사·감사 구성과 자본금 납입 계획',
          '사업장 주소 확보(임대 사무실 또는 서비스 오피스)',
        ],
      },
      {
        title: '기본 등록: NIB·NPWP·BPJS·노동부',
        text: '모든 법인이 갖춰야 하는 기본 등록',
        items: [
          'OSS를 통한 사업자 식별번호(NIB) 발급',
          '법인 납세자 번호(NPWP)와 세무 등록',
          'BPJS Kesehatan·BPJS Ketenagakerjaan 가입',
          '노동부(Kemnaker) 고용 현황 신고(WLKP)',
          '외국인 고용 계획(RPTKA) 승인',
        ],
      },
      {
        title: '영업 허가',
        text: '사업을 실제로 시작하기 위한 허가',
        items: [
          'OSS 위험도 기반 사업 허가(표준 인증·허가)',
          '공간 이용 적합성 확인(KKPR)',
          '건축 승인(PBG)과 건물 사용 승인(SLF)',
          '수입업자 식별번호(API) 등록',
          '환경 승인(SPPL, UKL-UPL, AMDAL)',
        ],
      },
      {
        title: '업종별 인허가',
        text: '소관 부처가 따로 심사하는 허가와 인증',
        items: [
          '식품·의약품·화장품 BPOM 등록',
          '할랄 인증(BPJPH)',
          '의료기기 유통 허가(AKL)',
          '통신기기 형식 인증(SDPPI)',
          '인도네시아 국가 표준 인증(SNI)',
        ],
      },
    ],
  },
  timeline: {
    eyebrow: '진행 일정',
    title: '{weeks}주 완성 일정표',
    intro: '일반 업종 기준으로 2주씩 네 단계에 걸쳐 진행합니다.',
    totalWeeks: 8,
    weekLabel: '{from}–{to}주차',
    blocks: [
      {
        fromWeek: 1,
        toWeek: 2,
        title: '준비와 서류 확정',
        tasks: ['KBLI와 지분 구조 확정', '회사명 예약', '주주 서류 준비(공증·아포스티유)', '정관 초안 작성'],
      },
      {
        fromWeek: 3,
        toWeek: 4,
        title: '법인 설립',
        tasks: ['정관 서명과 공증', '법무부(AHU) 설립 승인', 'OSS 계정 개설과 NIB 발급', '법인 NPWP 발급'],
      },
      {
        fromWeek: 5,
        toWeek: 6,
        title: '기본 등록과 계좌 개설',
        tasks: ['은행 계좌 개설과 자본금 납입', 'BPJS 가입', '노동부 고용 현황 신고(WLKP)', 'KKPR과 환경 서류 준비'],
      },
      {
        fromWeek: 7,
        toWeek: 8,
        title: '영업 허가와 인계',
        tasks: ['위험도별 영업 허가 완료', '수입업자 등록 등 업종별 등록', 'RPTKA·주재원 KITAS 신청 연계', '운영 체크리스트와 서류 일체 인계'],
      },
    ],
  },
  durations: {
    eyebrow: '소요 기간',
    title: '업종별 예상 소요 기간',
    intro: '업종에 따라 필요한 허가가 달라 전체 기간도 달라집니다.',
    caption: '업종별 법인 설립과 인허가의 최소 소요 기간',
    headers: { type: '업종', weeks: '최소 소요 기간', scope: '포함 범위' },
    rows: [
      { type: '일반 업종', examples: '무역, 서비스, IT, 컨설팅', weeks: 8, scope: '법인 설립, 기본 등록, 저·중위험 영업 허가' },
      { type: '제조업', examples: '부품, 소비재, 가공 공장', weeks: 10, scope: '일반 업종 범위에 공장 입지, 건축, 환경 승인, 산업 허가 추가' },
      { type: '특수 업종', examples: '식품·의약품·화장품, 의료, 금융, 교육', weeks: 12, scope: '소관 부처의 추가 허가와 인증' },
    ],
  },
  extraTime: {
    title: '추가 기간이 필요한 경우',
    rangeLabel: '{min}~{max}주 이상 추가',
    items: [
      { label: '할랄 인증 또는 식품·의약품(BPOM) 인증', minWeeks: 4, maxWeeks: 8 },
      { label: '환경 인허가(UKL-UPL, AMDAL)', minWeeks: 2, maxWeeks: 6 },
    ],
    note: '심사 기관의 일정과 보완 요청에 따라 기간이 달라질 수 있으며, 착수 전에 예상 일정을 구체적으로 안내해 드립니다.',
  },
  painPoints: {
    eyebrow: '이런 고민이 있으신가요?',
    title: '법인 설립에서 자주 겪는 어려움',
    intro: '많은 기업이 같은 문제로 일정과 비용을 잃습니다. 저희는 이렇게 해결합니다.',
    solutionLabel: '해결 방법',
    items: [
      {
        title: '규정이 자주 바뀌어 무엇이 맞는지 모르겠다',
        text: 'OSS 체계와 업종별 기준이 수시로 바뀌고, 기관마다 해석이 다른 경우도 많습니다.',
        solution: '현지 전문가가 최신 규정과 실제 심사 관행을 기준으로 필요한 허가를 정확히 정리합니다.',
      },
      {
        title: '서류 하나 때문에 몇 주씩 늦어진다',
        text: '본국 서류의 공증·아포스티유, 번역, 양식 오류 때문에 일정이 자주 밀립니다.',
        solution: '착수 첫 주에 전체 서류 체크리스트를 드리고, 제출 전에 모든 서류를 미리 검토합니다.',
      },
      {
        title: '진행 상황을 몰라 본사 보고가 어렵다',
        text: '현지 대행사가 진행 상황을 제때 알려주지 않아 본사 일정 관리가 어렵습니다.',
        solution: '매주 한국어 진행 보고서로 완료 항목과 다음 일정을 공유합니다.',
      },
    ],
  },
  testimonial: {
    label: '고객 후기',
    quote: '처음 받은 {weeks}주 일정표가 실제 진행과 거의 같았습니다. NIB와 영업 허가는 물론 BPOM 등록까지 한 팀이 챙겨 주어 본사 보고가 한결 쉬웠습니다.',
    name: '한국 화장품 기업 B사 법인장',
    role: 'PT PMA 설립, 자카르타',
  },
  serviceTypes: {
    eyebrow: '서비스 유형',
    title: '개인과 기업, 두 가지 방식',
    intro: '사업 규모와 필요한 인허가에 맞춰 진행 방식을 고르세요.',
    cta: '상담 신청하기',
    individual: {
      badge: '개인',
      title: '개인 사업자·소규모 창업',
      text: '소규모 PMA로 사업을 시작하는 개인 투자자와 스타트업을 위한 패키지입니다.',
      features: ['전담 컨설턴트 1:1 진행', 'PMA 설립과 기본 등록 일괄 처리', '서비스 오피스 주소 연계', '설립 후 첫 분기 LKPM 보고 지원'],
    },
    enterprise: {
      badge: '기업',
      title: '기업 맞춤형 설립',
      text: '공장, 여러 사업장, 업종별 인허가가 필요한 기업을 위한 전담 TF팀 서비스입니다.',
      features: ['법무·인허가·노무 전문가 TF팀', '업종별 인허가와 환경 승인 일정 통합 관리', '주재원 RPTKA·KITAS 연계 진행', '본사 보고용 주간 리포트'],
    },
  },
  cta: {
    title: '법인 설립 일정을 받아 보세요',
    text: '업종과 투자 계획을 알려주시면 {hours}시간 이내에 필요한 인허가 목록과 예상 일정을 보내드립니다.',
    contact: '무료 상담 신청',
    services: '다른 서비스 보기',
  },
};
