/**
 * The home page. Texts only: the firm's figures come from the site settings' firm facts, the six services from
 * ../services, contact details from src/data/company.ts. Placeholders: {n} a formatted figure,
 * {year} the founding year, {hours} the response time in hours.
 * Case metrics keep their figures as numbers (the same in every locale) with a per-locale unit.
 */
import type { HomeContent } from './index.ts';

export const ko: HomeContent = {
  hero: {
    badge: '{year}년부터 인도네시아 진출 파트너',
    description:
      '법인 설립과 인허가, 비자, 노무·인사, 부동산, 마케팅까지. 현지 사정을 잘 아는 전문가들이 한국어로 상담하고 현지에서 직접 처리합니다.',
    primaryCta: '무료 상담 신청',
    secondaryCta: '서비스 알아보기',
    statsLabel: '숫자로 보는 누산타라 브릿지',
    stats: {
      years: { value: '{n}년', label: '업력' },
      projects: { value: '{n}+', label: '완료 프로젝트' },
      visas: { value: '{n}+', label: '비자 처리 건수' },
      employees: { value: '{n}+', label: '임직원' },
    },
  },
  services: {
    eyebrow: '서비스',
    title: '진출 단계마다 필요한 여섯 가지 전문 서비스',
    intro: '투자 검토부터 법인 설립, 비자, 인사, 부동산, 마케팅까지 분야별 전문가가 한 팀으로 움직입니다.',
    more: '자세히 보기',
    all: '전체 서비스 보기',
  },
  technology: {
    eyebrow: '기술 환경',
    title: '현지 업무를 받쳐 주는 검증된 기술 플랫폼',
    intro: '법인 설립 직후부터 안정적으로 일할 수 있도록 클라우드 인프라와 협업 도구 도입을 함께 준비합니다.',
    cards: [
      {
        title: '클라우드 호스팅 플랫폼',
        description:
          '웹사이트와 업무 시스템을 글로벌 클라우드 인프라에 구축해 인도네시아와 본사 어디에서나 빠르고 안전하게 접속할 수 있게 합니다. 데이터 보관 위치와 백업 정책도 현지 규정에 맞춰 설계합니다.',
      },
      {
        title: '오피스 협업 도구',
        description:
          '메일, 문서, 일정, 화상 회의를 하나로 묶은 협업 도구로 본사와 현지 법인이 같은 환경에서 일하도록 계정, 권한, 보안 정책을 설정해 드립니다.',
      },
    ],
  },
  cases: {
    eyebrow: '성공 사례',
    title: '숫자로 증명하는 성과',
    intro: '업종과 규모는 달라도 목표는 같았습니다. 고객사와 함께 만든 결과를 소개합니다.',
    tagsLabel: '관련 분야',
    items: [
      {
        category: '법인 설립',
        title: '자동차 부품 제조사의 인도네시아 공장 설립',
        description:
          'PMA 법인 설립부터 공장 부지 확보, 업종별 인허가까지 한 팀이 일정을 관리해 계획보다 빠르게 현지 생산을 시작했습니다.',
        tags: ['PMA 설립', '인허가', '제조업'],
        imageAlt: '새로 지은 공장과 승인 도장이 찍힌 허가 서류 일러스트',
        metrics: [
          { value: 6, unit: '{n}개월', label: '진출 완료' },
          { value: 100, unit: '{n}%', label: '인허가 취득' },
        ],
      },
      {
        category: '채용·노무',
        title: 'IT 기업의 자카르타 개발 센터 구축',
        description:
          '채용 대행으로 현지 개발자를 선발하고 근로계약, BPJS, 회사 규정까지 정비해 오래 함께 일하는 개발 조직을 만들었습니다.',
        tags: ['채용 대행', '노무 관리', 'IT'],
        imageAlt: '노트북 앞에서 함께 일하는 개발자 팀 일러스트',
        metrics: [
          { value: 50, unit: '{n}명', label: '개발자 채용' },
          { value: 95, unit: '{n}%', label: '인재 유지율' },
        ],
      },
      {
        category: '인허가',
        title: '식품 기업의 BPOM 제품 등록',
        description:
          '식품 유통 허가와 할랄 인증에 필요한 서류를 현지 규정에 맞춰 준비해 수입 식품의 판매를 예정보다 앞당겼습니다.',
        tags: ['BPOM', '할랄 인증', '식품'],
        imageAlt: '인증 마크가 붙은 식품 포장 제품 일러스트',
        metrics: [
          { value: 3, unit: '{n}개월', label: '식품 허가 취득' },
          { value: 10, unit: '{n}개', label: '제품 등록 승인' },
        ],
      },
      {
        category: '부동산',
        title: '자카르타 지역 본부 사무실 이전',
        description:
          '시세 분석과 임대 조건 협상으로 임차 비용을 줄이고, 늘어난 인력을 수용할 넓은 사무 공간을 확보했습니다.',
        tags: ['사무실 임대', '계약 협상', '사무실 이전'],
        imageAlt: '넓은 사무실 평면도와 하락하는 비용 그래프 일러스트',
        metrics: [
          { value: 30, unit: '{n}%', label: '비용 절감' },
          { value: 2000, unit: '{n} m²', label: '사무 공간 확보' },
        ],
      },
    ],
    ctaText: '비슷한 과제를 준비하고 계신가요? 담당 컨설턴트가 맞춤 방안을 제안해 드립니다.',
    cta: '무료 상담 신청',
  },
  contact: {
    eyebrow: '상담 문의',
    title: '인도네시아 진출, 무엇이든 물어보세요',
    text: '문의를 남겨 주시면 담당 컨설턴트가 {hours}시간 이내에 연락드립니다. 초기 상담은 무료입니다.',
    officeHeading: '자카르타 본사',
  },
};
