/**
 * Investment / comprehensive consulting: the Korean reference. Figures are numbers
 * (formatted per locale by the page); `{placeholders}` are filled by the page.
 */
import type { InvestmentContent } from './index.ts';

export const ko: InvestmentContent = {
  backLink: '전체 서비스로 돌아가기',
  hero: {
    eyebrow: '인도네시아 진출 전략',
    lead: '시장 조사와 투자 구조 설계부터 법인 설립, 인력, 사업 안착까지. 인도네시아 투자의 모든 단계를 한 팀이 처음부터 끝까지 책임집니다.',
    primaryCta: '무료 투자 상담 신청',
    secondaryCta: '투자 사례 보기',
    stats: {
      years: '현지 경험(년)',
      companies: '지원 기업·프로젝트',
      localExperts: '현지 전문가 비율',
      employees: '임직원',
    },
  },
  benefits: {
    eyebrow: '왜 누산타라 브릿지인가',
    title: '투자 결정에 필요한 것을 한 번에',
    intro: '좋은 투자는 정확한 정보와 빠른 실행에서 시작됩니다. 처음 상담부터 운영 안정화까지 같은 팀이 함께합니다.',
    items: [
      {
        title: '원스톱 진행',
        text: '시장 조사, 법인 설립, 인허가, 채용, 비자, 사무실까지 여러 업체를 찾을 필요 없이 한 창구에서 진행합니다.',
      },
      {
        title: '현지 전문가 {localExperts}%',
        text: '인도네시아 투자 법규, 세무, 노무를 다루는 현지 전문가가 최신 규정을 기준으로 검토합니다.',
      },
      {
        title: '{years}년의 검증된 경험',
        text: '{year}년 자카르타에서 시작해 {companies}개 이상의 기업과 프로젝트의 진출을 지원했습니다.',
      },
      {
        title: '투명한 비용과 일정',
        text: '단계별 견적과 일정표를 먼저 드리고, 추가 비용이 생길 때는 진행 전에 반드시 협의합니다.',
      },
      {
        title: '본사 보고가 쉬운 리포트',
        text: '검토 결과와 진행 상황을 한국어 보고서로 정리해 본사 의사결정에 바로 쓸 수 있게 드립니다.',
      },
    ],
  },
  process: {
    eyebrow: '진행 절차',
    title: '투자 컨설팅 5단계',
    intro: '각 단계가 끝날 때마다 결과를 보고드리고, 다음 단계로 넘어갈지 함께 결정합니다.',
    stepLabel: '{n}단계',
    items: [
      {
        title: '초기 상담과 진단',
        text: '투자 목적, 예산, 일정, 희망 지역을 확인하고 검토가 필요한 규제 이슈를 정리합니다. 초기 상담은 무료입니다.',
      },
      {
        title: '시장 조사와 타당성 검토',
        text: '시장 규모와 경쟁 환경, 업종 코드(KBLI)별 외국인 지분 제한, 세제 혜택 가능성을 분석합니다.',
      },
      {
        title: '투자 구조 설계',
        text: '법인 형태(PMA), 지분 구조, 자본금, 입지(산업단지·경제특구)와 자금 계획을 설계합니다.',
      },
      {
        title: '설립과 인허가 실행',
        text: '법인 설립, OSS를 통한 NIB 발급, 영업 허가, 은행 계좌와 주재원 비자까지 일정표대로 진행합니다.',
      },
      {
        title: '사업 안착과 사후 관리',
        text: '채용, 회계·세무 신고, 분기별 투자활동보고(LKPM) 등 운영 초기의 의무 사항을 함께 관리합니다.',
      },
    ],
  },
  cases: {
    eyebrow: '투자 사례',
    title: '업종과 규모는 달라도, 결과로 증명합니다',
    intro: '고객사 보호를 위해 회사명은 익명으로 소개합니다.',
    labels: { industry: '업종', investment: '투자 규모', result: '성과' },
    items: [
      {
        company: '한국 자동차 부품 제조사 A',
        industry: '자동차 부품',
        investmentUsd: 12000000,
        result: '브카시 산업단지에 공장을 설립하고 14개월 만에 양산을 시작했습니다.',
      },
      {
        company: '한국 화장품 브랜드 B',
        industry: '화장품',
        investmentUsd: 1500000,
        result: 'BPOM 제품 등록 24건과 할랄 인증을 마치고 현지 드러그스토어 유통을 시작했습니다.',
      },
      {
        company: '한국 IT 서비스 기업 C',
        industry: '소프트웨어·IT 서비스',
        investmentUsd: 800000,
        result: 'PMA 설립 후 현지 개발팀을 꾸려 6개월 만에 현지 고객사 5곳과 계약했습니다.',
      },
      {
        company: '일본계 식품 제조사 D',
        industry: '식품 제조',
        investmentUsd: 5000000,
        result: '카라왕 공장의 환경 승인과 할랄 인증을 받아 첫해 수출 물량을 확보했습니다.',
      },
      {
        company: '싱가포르계 물류 기업 E',
        industry: '물류·창고',
        investmentUsd: 3200000,
        result: '치카랑 물류센터를 임차해 개조하고 보세 창고 허가까지 받았습니다.',
      },
      {
        company: '한국 외식 프랜차이즈 F',
        industry: '외식·프랜차이즈',
        investmentUsd: 600000,
        result: '프랜차이즈 등록(STPW)을 마치고 첫해 자카르타에 매장 3곳을 열었습니다.',
      },
      {
        company: '한국 태양광 설비 기업 G',
        industry: '신재생 에너지',
        investmentUsd: 20000000,
        result: '합작 법인 구조를 설계하고 세금 감면(tax holiday) 승인을 받았습니다.',
      },
      {
        company: '한국 의료기기 유통사 H',
        industry: '의료기기',
        investmentUsd: 2000000,
        result: '보건부 의료기기 유통 허가(AKL) 12건을 받아 병원 공급을 시작했습니다.',
      },
      {
        company: '한국 섬유·봉제 기업 I',
        industry: '섬유·의류',
        investmentUsd: 7500000,
        result: '중부 자바로 생산 기지를 옮기며 현지 직원 1,200명을 채용하고 회사 규정을 승인받았습니다.',
      },
    ],
  },
  options: {
    eyebrow: '선택 서비스',
    title: '필요한 만큼 더하는 세부 서비스',
    intro: '기본 컨설팅에 필요한 항목만 골라 추가할 수 있습니다.',
    items: [
      { title: '시장 조사 보고서', text: '시장 규모, 경쟁사, 유통 구조, 소비자 조사를 담은 맞춤형 보고서를 작성합니다.' },
      { title: '파트너 발굴과 실사', text: '현지 파트너, 공급사, 인수 대상 기업을 찾고 법률·재무 실사를 진행합니다.' },
      { title: '입지 선정', text: '산업단지와 경제특구(KEK)를 비교하고 현장 방문과 임대 조건 협상을 돕습니다.' },
      { title: '투자 인센티브 신청', text: '법인세 감면(tax holiday, tax allowance)과 수입 관세 면제 신청을 준비합니다.' },
      { title: '회계·세무 체계 구축', text: '회계 시스템과 세무 등록을 갖추고 월별 신고와 LKPM 보고를 대행합니다.' },
      { title: '정부 기관 대응과 통역', text: '투자부(BKPM), 관련 부처, 지방 정부와의 미팅에 동행하고 통역합니다.' },
    ],
  },
  serviceTypes: {
    eyebrow: '서비스 유형',
    title: '규모에 맞는 두 가지 방식',
    intro: '개인 투자자와 소규모 프로젝트는 전담 컨설턴트가, 기업 투자는 전담 TF팀이 맡습니다.',
    rangeLabel: '프로젝트 규모',
    cta: '상담 신청하기',
    individual: {
      badge: '개인',
      title: '전담 컨설턴트',
      text: '개인 투자자와 소규모 사업자를 위한 서비스입니다. 한 명의 전담 컨설턴트가 처음부터 끝까지 맡습니다.',
      features: ['1:1 전담 컨설턴트 배정', '단계별 고정 견적', '격주 진행 보고', '설립 후 3개월 사후 관리'],
    },
    corporate: {
      badge: '기업',
      title: '전담 TF팀',
      text: '중견·대기업의 공장 설립, 합작 투자, 다수 법인 진출을 위한 서비스입니다. 분야별 전문가가 한 팀으로 움직입니다.',
      features: ['PM과 법무·세무·노무 전문가로 구성된 TF팀', '본사 보고용 주간 리포트', '정부 기관과 파트너 협상 동행', '운영 안정화까지 연간 자문 계약'],
    },
    range: { minUsd: 10000, maxUsd: 500000 },
  },
  cta: {
    title: '인도네시아 투자를 검토하고 계신가요?',
    text: '투자 목적과 예산을 알려주시면 {hours}시간 이내에 검토 방향을 회신드립니다. 초기 상담은 무료입니다.',
    contact: '무료 상담 신청',
    services: '다른 서비스 보기',
  },
};
