/**
 * The About page in Korean: the reference every other locale fills.
 * Firm figures (years, companies, visas, employees…) come from the site settings' firm facts; the templates here
 * only say how a figure reads (`{n}` is the number in the locale's notation).
 */
import type { AboutContent } from './index.ts';

export const ko: AboutContent = {
  hero: {
    title: '인도네시아와 한국을 잇는 든든한 다리',
    lead: '{year}년 자카르타에서 첫발을 내디딘 이후, 법인 설립부터 비자, 노무, 부동산, 마케팅까지 한국 기업과 외국 기업이 인도네시아에서 안심하고 사업할 수 있도록 곁에서 함께해 왔습니다.',
    primaryCta: '상담 문의하기',
    secondaryCta: '서비스 둘러보기',
  },
  ceo: {
    eyebrow: 'CEO 인사말',
    title: '현지에서 오래 함께할 파트너가 되겠습니다',
    name: '김대현',
    role: '대표이사 · 창립자',
    message: [
      '인도네시아는 세계 4위의 인구 대국이자 풍부한 자원과 빠르게 성장하는 디지털 경제를 갖춘 기회의 땅입니다. 그러나 낯선 법령과 인허가 절차, 언어와 문화의 차이 때문에 첫걸음부터 어려움을 겪는 기업을 많이 보아 왔습니다.',
      '누산타라 브릿지 컨설팅은 그 어려움을 함께 풀기 위해 {year}년 자카르타에서 문을 열었습니다. 법인 설립과 인허가, 비자, 노무와 인사, 부동산, 마케팅까지 진출의 모든 단계를 현지 전문가가 직접 챙기며, 고객사가 본업에 집중할 수 있도록 돕고 있습니다.',
      '빠른 답보다 정확한 답을, 한 번의 거래보다 오래가는 신뢰를 약속드립니다. 인도네시아에서의 새로운 도전을 처음부터 끝까지 함께하겠습니다.',
    ],
    signature: '누산타라 브릿지 컨설팅 대표이사 김대현',
    bioTitle: '약력',
    bio: [
      { year: 1998, text: '국내 종합상사 입사, 자카르타 지사에서 동남아 수출입 업무 담당' },
      { year: 2003, text: '누산타라 브릿지 컨설팅 창립, 대표이사 취임' },
      { year: 2009, text: '재인도네시아 한국 기업 대상 투자·노무 정기 세미나 개설' },
      { year: 2016, text: '자카르타 한인 경제 단체 투자 분과 자문위원' },
      { year: 2023, text: '창립 20주년, 현지 전문가 중심의 종합 컨설팅 조직으로 성장' },
    ],
  },
  team: {
    eyebrow: '팀 소개',
    title: '현장에서 함께하는 사람들',
    languagesLabel: '사용 언어',
  },
  offices: {
    eyebrow: '사무실',
    title: '자카르타 사무실',
    photoAlt: '사무실 사진 {n}/{total}',
  },
  intro: {
    eyebrow: '회사 개요',
    title: '인도네시아 군도, 누산타라를 잇는 다리',
    paragraphs: [
      '‘누산타라(Nusantara)’는 1만 7천여 개의 섬으로 이루어진 인도네시아 군도를 부르는 이름입니다. 우리는 그 이름처럼 한국과 인도네시아, 그리고 세계의 기업을 잇는 다리가 되고자 합니다.',
      '투자 구조 설계와 PMA 법인 설립, NIB·NPWP 등록, KITAS 발급, BPJS 가입과 노무 관리, 사무실과 공장 임대, 현지 마케팅까지 여섯 개 전문 분야를 한 팀이 책임지는 원스톱 서비스를 제공합니다.',
    ],
    valuesTitle: '핵심 가치',
    values: {
      innovation: {
        title: '혁신',
        text: 'OSS 전자 인허가부터 비대면 상담까지, 바뀌는 제도와 기술을 가장 먼저 익혀 고객의 시간과 비용을 줄입니다.',
      },
      excellence: {
        title: '탁월함',
        text: '서류 한 장, 일정 하루까지 정확하게. 현지 법령을 깊이 아는 전문가가 처음부터 끝까지 직접 책임집니다.',
      },
      partnership: {
        title: '파트너십',
        text: '계약이 끝나도 관계는 이어집니다. 고객사의 성장 단계마다 필요한 도움을 먼저 제안하는 동반자가 되겠습니다.',
      },
    },
    statsTitle: '숫자로 보는 성과',
    stats: {
      years: { value: '{n}년', label: '인도네시아 현지 업력' },
      projects: { value: '{n}+', label: '지원 기업·프로젝트' },
      visas: { value: '{n}+', label: '비자 처리 건수' },
      employees: { value: '{n}+', label: '임직원' },
    },
  },
  history: {
    eyebrow: '연혁',
    title: '{year}년부터 걸어온 길',
    intro: '자카르타의 작은 사무실에서 시작해 여섯 개 전문 분야의 종합 컨설팅 회사가 되기까지의 주요 순간입니다.',
    regionLabel: '연혁 타임라인, 좌우로 스크롤할 수 있습니다',
    previous: '이전 연혁 보기',
    next: '다음 연혁 보기',
    milestones: [
      { year: 2003, title: '자카르타에서 창립', text: '한국 기업의 PMA 법인 설립과 인허가 대행으로 첫 사업을 시작했습니다.' },
      { year: 2005, title: '비자·체류 서비스 시작', text: '주재원과 가족을 위한 KITAS 취득과 연장 대행을 시작했습니다.' },
      { year: 2008, title: '노무·인사 부문 신설', text: '회사 규정 작성, 근로계약, BPJS 가입까지 인사 실무 전반으로 업무를 넓혔습니다.' },
      { year: 2011, title: '채용 대행 서비스 출범', text: '현지 인재 발굴과 채용 대행을 시작해 진출 기업의 첫 조직 구성을 도왔습니다.' },
      { year: 2014, title: '부동산 컨설팅 시작', text: '사무실, 공장, 창고, 주재원 숙소의 임대와 매매 자문을 시작했습니다.' },
      { year: 2018, title: 'OSS 전자 인허가 대응', text: 'OSS 시스템 도입에 맞춰 NIB 발급과 인허가 절차를 전산화했습니다.' },
      { year: 2020, title: '비대면 상담 체계 구축', text: '팬데믹 속에서도 화상 상담과 전자 서류로 고객사의 업무를 이어 갔습니다.' },
      { year: 2022, title: '마케팅·브랜딩 서비스 출시', text: '인도네시아 디지털 플랫폼에 맞춘 현지 마케팅과 브랜딩 서비스를 시작했습니다.' },
      { year: 2023, title: '창립 20주년', text: '현지 전문가 중심의 종합 컨설팅 조직으로 성장하며 20주년을 맞았습니다.' },
      { year: 2024, title: '5개 언어 원스톱 서비스', text: '한국어, 영어, 인도네시아어, 중국어, 일본어 상담 체계와 원스톱 서비스를 완성했습니다.' },
    ],
  },
  logo: {
    eyebrow: '브랜드 자료',
    title: '로고 다운로드',
    intro: '언론 보도, 제휴 자료, 행사 안내에 누산타라 브릿지 컨설팅의 공식 로고를 사용하실 수 있습니다.',
    previewAlt: '누산타라 브릿지 컨설팅 공식 로고',
    files: {
      svg: {
        title: '벡터 로고 (SVG)',
        text: '인쇄물과 대형 출력에 알맞은 벡터 파일로, 크기를 키워도 선명합니다.',
        download: 'SVG 다운로드',
      },
      png: {
        title: '이미지 로고 (PNG)',
        text: '문서, 웹, 프레젠테이션에 바로 쓸 수 있는 투명 배경 이미지입니다.',
        download: 'PNG 다운로드',
      },
    },
    fileInfo: '{format} · {size}',
    dimensions: '{width} × {height} 픽셀',
    vector: '벡터, 크기 제한 없음',
    usageTitle: '사용 안내',
    usage: [
      '로고의 비율과 색상을 바꾸지 말고 원본 그대로 사용해 주세요.',
      '로고 주변에 심볼 높이의 절반 이상 여백을 두어 주세요.',
      '상업적 제휴 목적의 사용은 사전에 문의해 주세요.',
    ],
  },
  csr: {
    eyebrow: '사회적 책임',
    title: '함께 성장하는 기업',
    intro: '인도네시아에서 받은 신뢰를 지역 사회에 돌려드리는 것, 그것이 우리가 생각하는 좋은 기업의 조건입니다.',
    pillars: {
      social: {
        title: '사회공헌',
        text: '지역 학교 장학 지원과 청년 취업 교육으로 인도네시아의 다음 세대를 응원합니다.',
        link: '사회공헌 이야기 보기',
      },
      environment: {
        title: '환경보호',
        text: '종이 없는 전자 인허가, 사무실 에너지 절감, 맹그로브 숲 가꾸기 활동에 참여합니다.',
        link: '환경보호 이야기 보기',
      },
      mutualGrowth: {
        title: '상생경영',
        text: '현지 직원의 성장과 협력사와의 공정한 거래로 고객, 직원, 지역이 함께 성장하는 길을 찾습니다.',
        link: '상생경영 이야기 보기',
      },
    },
  },
  statsBand: {
    title: '현지 전문가가 만드는 확실한 결과',
    items: {
      localExperts: '현지 전문가 비율',
      establishmentSuccess: '법인 설립 성공률',
      rentalManagements: '부동산 임대 관리',
      serviceAreas: '전문 서비스 분야',
    },
    rentalValue: '{n}+',
    serviceAreasValue: '{n}개',
    cta: '무료 상담 신청하기',
  },
};
