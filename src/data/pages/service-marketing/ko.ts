/**
 * Marketing detail page, Korean reference. Platform user counts (millions), Islam share and
 * population are the firm's published figures and stay numbers; sentences use
 * `{name}` placeholders filled per locale by index.ts (`{population}` is written in the locale's
 * words, e.g. "270 million", "2.7억"; `{years}`, `{companies}`, `{responseHours}` from the firm facts).
 */
import type { MarketingContent } from './index.ts';

export const ko: MarketingContent = {
  figures: {
    islamPercent: 87,
    population: 270000000,
    platformCount: 6,
    serviceCount: 5,
    caseAInfluencers: 30,
    caseAMonths: 6,
    caseARank: 10,
    caseAGrowth: 3,
    caseBReservations: 4000,
    caseBStores: 3,
    caseCInquiries: 120,
    caseCPartners: 2,
  },
  hero: {
    eyebrow: '마케팅·브랜딩',
    lead: '인도네시아 소비자는 스마트폰과 소셜 미디어에서 브랜드를 만나고, 종교와 문화를 존중하는 메시지에 반응합니다. 현지 팀이 브랜드 현지화부터 디지털 캠페인, 이커머스 운영까지 설계하고 실행합니다.',
    consult: '마케팅 상담 신청',
    platforms: '플랫폼 이용자 보기',
    stats: [
      { value: '{years}년', label: '인도네시아 현지 경험' },
      { value: '{companies}+', label: '지원한 기업' },
      { value: '{platformCount}개', label: '운영하는 주요 플랫폼' },
    ],
  },
  services: {
    eyebrow: '서비스',
    title: '다섯 가지 마케팅 서비스',
    intro: '시장 조사부터 캠페인 실행과 성과 분석까지, 필요한 서비스만 골라 시작할 수 있습니다.',
    items: [
      {
        title: '브랜드 현지화',
        text: '브랜드명, 슬로건, 패키지를 현지 언어와 정서에 맞게 다듬고 할랄·BPOM 표기 요건을 확인합니다.',
        features: ['시장·경쟁사 조사', '네이밍과 메시지 현지화', '패키지와 표기 검토'],
      },
      {
        title: '소셜 미디어 마케팅',
        text: 'Instagram, TikTok, YouTube 채널을 인도네시아어 콘텐츠로 운영하고 커뮤니티를 관리합니다.',
        features: ['콘텐츠 기획과 제작', '채널 운영과 댓글 관리', '월간 성과 리포트'],
      },
      {
        title: '인플루언서(KOL) 마케팅',
        text: '업종과 예산에 맞는 현지 인플루언서를 찾아 캠페인을 운영하고 성과를 측정합니다.',
        features: ['KOL 선정과 계약', '캠페인 운영', '도달·전환 분석'],
      },
      {
        title: '퍼포먼스 광고·이커머스',
        text: 'Meta, Google, TikTok 광고와 Shopee 등 마켓플레이스 스토어를 함께 운영해 매출로 연결합니다.',
        features: ['광고 집행과 최적화', '마켓플레이스 입점과 운영', '라마단 시즌 프로모션'],
      },
      {
        title: 'PR·오프라인 행사',
        text: '현지 언론 보도, 제품 출시 행사, 전시회 참가로 브랜드에 대한 신뢰를 쌓습니다.',
        features: ['보도자료와 언론 관계', '론칭 행사와 팝업 스토어', '전시회 참가 지원'],
      },
    ],
    helpTitle: '어디서 시작할지 고민되시나요?',
    helpText: '제품과 예산을 알려 주시면 가장 효과적인 채널 조합부터 제안해 드립니다.',
    helpCta: '마케팅 상담하기',
  },
  platforms: {
    eyebrow: '디지털 플랫폼',
    title: '인도네시아 주요 플랫폼 이용자',
    intro: '인도네시아 소비자가 가장 많이 쓰는 여섯 개 플랫폼입니다. 플랫폼마다 이용자층과 역할이 다르므로 목적에 맞게 조합합니다.',
    caption: '인도네시아 주요 디지털 플랫폼별 활성 이용자 수와 이용자 특성',
    columns: { platform: '플랫폼', users: '활성 이용자 (백만 명)', demographic: '주요 이용자층과 특징' },
    items: [
      { name: 'Instagram', users: 89.2, demographic: '18~34세 도시 이용자가 중심입니다. 뷰티, 패션, 식음료 브랜드의 핵심 채널입니다.' },
      { name: 'Facebook', users: 128.1, demographic: '25세 이상과 지방 도시까지 이용층이 넓습니다. 커뮤니티 그룹과 마켓플레이스가 활발합니다.' },
      { name: 'TikTok', users: 99.1, demographic: 'Z세대를 중심으로 빠르게 성장했습니다. 짧은 영상과 라이브 커머스로 구매까지 이어집니다.' },
      { name: 'YouTube', users: 139.4, demographic: '전 연령대가 이용하는 최대 동영상 플랫폼입니다. 제품 리뷰와 사용법 콘텐츠에 강합니다.' },
      { name: 'WhatsApp', users: 169.8, demographic: '가장 많이 쓰는 메신저입니다. 고객 상담, 주문 접수, 재구매 안내의 기본 창구입니다.' },
      { name: 'Shopee', users: 93.4, demographic: '대표 이커머스 마켓플레이스입니다. 무료 배송과 11.11 같은 정기 할인 행사에 구매가 몰립니다.' },
    ],
    note: '이용자 수는 업계 보고서를 바탕으로 한 추정치이며 집계 방식에 따라 달라질 수 있습니다.',
  },
  cases: {
    eyebrow: '성공 사례',
    title: '현지 마케팅 사례',
    labels: { challenge: '과제', solution: '해결', result: '성과' },
    items: [
      {
        company: '한국 화장품 브랜드 A사',
        industry: '뷰티',
        challenge: '인지도가 전혀 없는 상태에서 할랄 인증 제품 라인을 출시해야 했습니다.',
        solution: '히잡을 착용하는 소비자까지 고려한 메시지로 브랜드를 정비하고, 현지 뷰티 인플루언서 {caseAInfluencers}명과 TikTok·Instagram 캠페인을 진행했습니다.',
        result: '{caseAMonths}개월 만에 Shopee 카테고리 상위 {caseARank}위에 오르고 온라인 매출이 {caseAGrowth}배로 늘었습니다.',
      },
      {
        company: '한국 외식 프랜차이즈 B사',
        industry: '식음료',
        challenge: '자카르타 1호점 개점을 앞두고 현지 소비자에게 생소한 메뉴를 알려야 했습니다.',
        solution: '라마단 기간 이프타르(금식 후 저녁 식사) 세트와 WhatsApp 예약 채널을 만들고, 개점 행사를 언론 보도와 연계했습니다.',
        result: '개점 첫 달 예약이 {caseBReservations}건을 넘었고, 1년 안에 매장을 {caseBStores}곳으로 늘렸습니다.',
      },
      {
        company: '한국 전자부품 제조사 C사',
        industry: 'B2B 제조',
        challenge: '현지 바이어와 유통 파트너를 찾을 채널이 없었습니다.',
        solution: '인도네시아어 웹사이트, LinkedIn 콘텐츠, 자카르타 산업 전시회 참가를 묶은 잠재 고객 발굴 캠페인을 운영했습니다.',
        result: '1년 동안 바이어 문의 {caseCInquiries}건을 확보하고 현지 유통 파트너 {caseCPartners}곳과 계약했습니다.',
      },
    ],
  },
  culture: {
    eyebrow: '문화와 소비',
    title: '인도네시아 소비자를 이해하는 열쇠',
    intro: '세계 4위 인구 대국이자 세계 최대의 무슬림 인구를 가진 나라입니다. 종교, 명절, 지역에 따라 소비가 크게 달라집니다.',
    stats: [
      { value: '{population} 명', label: '인구' },
      { value: '{islamPercent}%', label: '이슬람교 신자 비율' },
    ],
    notes: [
      { title: '할랄은 기본 조건', text: '식음료는 할랄 인증이 의무화되었고 화장품과 생활용품으로 확대되고 있습니다. 출시 전에 인증과 표기를 확인해야 합니다.' },
      { title: '라마단과 르바란 성수기', text: '라마단 한 달과 르바란(이둘피트리) 직전은 연중 소비가 가장 많은 시기입니다. 명절 상여금(THR)이 지급되므로 캠페인은 두 달 전부터 준비합니다.' },
      { title: '모바일 퍼스트', text: '구매 여정 대부분이 스마트폰에서 시작되고 끝납니다. 세로형 영상, 라이브 커머스, 전자지갑 결제를 기본으로 설계합니다.' },
      { title: '인도네시아어 콘텐츠', text: '영어보다 인도네시아어 콘텐츠의 반응이 높습니다. 친근하면서도 예의를 갖춘 어조가 효과적입니다.' },
      { title: '지역마다 다른 시장', text: '자바, 수마트라, 발리와 동부 지역은 소득과 취향이 다릅니다. 자카르타에서 검증한 뒤 지역별로 넓혀 갑니다.' },
      { title: '가족과 공동체의 추천', text: '가족과 지인의 추천이 구매에 큰 영향을 줍니다. 리뷰와 입소문, 커뮤니티 활동을 중시합니다.' },
    ],
  },
  back: '서비스 목록으로 돌아가기',
  cta: {
    title: '인도네시아 시장에 맞는 마케팅을 시작하세요',
    text: '제품과 목표를 알려 주시면 {responseHours}시간 이내에 채널 전략과 예산 범위를 제안해 드립니다.',
    primary: '상담 문의하기',
    secondary: '전체 서비스 보기',
  },
};
