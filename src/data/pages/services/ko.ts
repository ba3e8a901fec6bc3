import { ko as dictionary } from '#i18n/ui/ko.ts';
import type { ServicesContent } from './index.ts';

/**
 * The services overview (/services) and the six service cards the home page reuses.
 * Placeholders: {n} a formatted figure; {year} the founding year; {years}, {companies}, {visas},
 * {success} the firm's figures (the site settings' firm facts).
 */
export const ko: ServicesContent = {
  hero: {
    eyebrow: '인도네시아 진출 원스톱 서비스',
    description:
      '투자 검토부터 법인 설립, 비자, 노무·인사, 부동산, 마케팅까지. 진출과 운영에 필요한 여섯 분야를 분야별 전문가가 끝까지 책임집니다.',
    stats: {
      companies: { value: '{n}+', label: '지원 기업' },
      services: { value: '{n}', label: '전문 서비스 분야' },
      experts: { value: '{n}+', label: '현지 전문가' },
      years: { value: '{n}년', label: '현지 업력' },
    },
  },
  list: {
    eyebrow: '서비스 분야',
    title: '진출 단계마다 필요한 여섯 가지 전문 서비스',
    intro: '필요한 분야를 골라 상세 내용을 확인하세요. 여러 분야가 얽힌 일은 하나의 팀이 함께 진행합니다.',
    featuresLabel: '주요 업무',
    detail: '자세히 보기',
  },
  serviceTypes: {
    taskForce: '전담 TF팀',
    consultant: '전담 컨설턴트',
  },
  cards: {
    investment: {
      title: dictionary.services.investment,
      summary: '시장 조사와 투자 구조 설계부터 사업 안착까지 인도네시아 투자의 전 과정을 함께합니다.',
      description:
        '진출 타당성 검토, 투자 구조와 지분 설계, 투자 인센티브 검토, 현지 파트너 발굴까지 투자 결정에 필요한 근거를 한 팀이 준비합니다.',
      features: ['시장 조사 및 사업 타당성 분석', '투자 구조·지분 설계와 인센티브 검토', '현지 파트너 및 부지 발굴', '진출 후 사업 안착 지원'],
    },
    establishment: {
      title: dictionary.services.establishment,
      summary: 'PMA 법인 설립과 NIB·NPWP·BPJS 등록, 영업 허가까지 8주 일정으로 진행합니다.',
      description:
        '외국인 투자 법인(PMA) 설립부터 OSS를 통한 사업자 등록, 업종별 인허가까지 모든 행정 절차를 일정표에 맞춰 대행합니다.',
      features: ['PMA 법인 설립과 정관 작성', 'OSS를 통한 NIB 발급과 NPWP 등록', 'BPJS 가입과 노동부 신고', '영업 허가 및 업종별 인허가'],
    },
    visa: {
      title: dictionary.services.visa,
      summary: 'VOA부터 ITAS, ITAP까지 목적에 맞는 비자와 체류 허가를 안내하고 대행합니다.',
      description:
        '출장, 취업, 장기 체류 등 목적에 맞는 비자를 설계하고, 신청부터 연장과 전환까지 기한을 놓치지 않도록 관리합니다.',
      features: ['VOA·VKSB·VKBP 방문 비자', 'ITAS(KITAS)·ITAP 체류 허가 취득', 'RPTKA 등 외국인 근로 허가', '체류 연장 및 만료일 관리'],
    },
    hr: {
      title: dictionary.services.hr,
      summary: '회사 규정과 근로계약, BPJS부터 채용 대행까지 현지 노무와 인사를 관리합니다.',
      description:
        '인도네시아 노동법에 맞는 회사 규정과 근로계약을 마련하고, 채용과 교육, 사회보장 가입까지 인사 운영 전반을 지원합니다.',
      features: ['회사 규정 작성 및 노동부 승인', '근로계약 및 BPJS 가입 관리', '채용 대행과 인재 추천', '인사 교육과 KPI 설계'],
    },
    realestate: {
      title: dictionary.services.realestate,
      summary: '사무실, 공장, 창고, 주거까지 목적에 맞는 부동산의 임대와 매매를 돕습니다.',
      description:
        '현지 시세와 권리 관계를 확인한 물건을 추천하고, 계약 조건 협상부터 입주 후 임대 관리까지 책임집니다.',
      features: ['사무실·공장·창고 임대 및 매매', '루코·주거·직원 숙소 물색', '시세 분석과 계약 조건 협상', '입주 후 임대 관리'],
    },
    marketing: {
      title: dictionary.services.marketing,
      summary: '인도네시아 소비자와 디지털 플랫폼에 맞춘 브랜딩과 현지 마케팅을 설계합니다.',
      description:
        '현지 소비 문화와 플랫폼별 이용자 특성을 바탕으로 브랜드 현지화, 소셜 미디어와 이커머스 마케팅을 기획하고 운영합니다.',
      features: ['시장 및 소비자 조사', '브랜드 현지화 전략', 'SNS·인플루언서 마케팅', '이커머스 입점과 운영'],
    },
  },
  why: {
    eyebrow: '왜 누산타라 브릿지인가',
    title: '믿고 맡길 수 있는 세 가지 이유',
    reasons: [
      {
        title: '현지 경험',
        text: '{year}년부터 자카르타에서 쌓은 {years}년의 경험으로 법령과 행정 실무의 변화를 가장 먼저 파악하고 대응합니다.',
      },
      {
        title: '원스톱 서비스',
        text: '투자 검토, 법인 설립, 비자, 인사, 부동산, 마케팅까지 여섯 분야를 한 창구에서 처리해 일정과 비용을 줄입니다.',
      },
      {
        title: '검증된 실적',
        text: '{companies}개 이상의 기업을 지원하고 {visas}건 이상의 비자를 처리했으며, 법인 설립 성공률 {success}%를 이어 가고 있습니다.',
      },
    ],
  },
  cta: {
    title: '어떤 서비스가 필요한지 정하지 못하셨나요?',
    text: '상황을 말씀해 주시면 필요한 서비스와 일정을 함께 정리해 드립니다. 초기 상담은 무료입니다.',
    primary: '상담 문의하기',
  },
};
