/**
 * Real-estate detail page, Korean reference. Figures are numbers in `figures` (market figures are
 * indicative and labelled so); sentences use them as `{name}` placeholders filled by index.ts, with
 * `{years}`, `{rentals}` from the site settings' firm facts. `{count}` (result count) is filled by the listing
 * board's script and `{price}`/`{area}` per listing by index.ts. The six listings follow the order of
 * `listingMeta` in index.ts (kind, sale or lease, area, price).
 */
import type { RealestateContent } from './index.ts';

export const ko: RealestateContent = {
  figures: {
    propertyTypes: 6,
    hgbYears: 30,
    hgbExtensionYears: 20,
    hgbRenewalYears: 30,
    rentalTaxPercent: 10,
    officeRentIdr: 270000,
    officeOccupancyPercent: 75,
    industrialLandIdr: 3200000,
    warehouseRentIdr: 70000,
    marketYear: 2025,
    factoryPowerKva: 2000,
  },
  hero: {
    eyebrow: '부동산 컨설팅',
    lead: '사무실, 공장, 창고, 주재원 주거까지. 인도네시아의 권리 구조와 임대 관행을 아는 현지 전문가가 매물 탐색부터 계약, 입주 후 관리까지 함께합니다.',
    consult: '부동산 상담 신청',
    browse: '추천 매물 보기',
    stats: [
      { value: '{rentals}+', label: '임대 관리 실적' },
      { value: '{years}년', label: '인도네시아 현지 경험' },
      { value: '{propertyTypes}가지', label: '취급 부동산 유형' },
    ],
  },
  intro: {
    eyebrow: '사업 소개',
    title: '계약 전 실사부터 입주 후 관리까지',
    text: '누산타라 브릿지 컨설팅은 {years}년 동안 한국과 외국 기업의 사무실, 공장, 창고, 주재원 주거를 찾고 계약해 왔으며, 현재 {rentals}건 이상의 임대를 관리하고 있습니다. 외국인이 놓치기 쉬운 권리 관계와 용도지역, 세금 문제를 계약 전에 확인합니다.',
    points: [
      { title: '매물 탐색', text: '예산, 위치, 전력·물류 조건에 맞는 후보를 추려 현장 답사를 함께합니다.' },
      { title: '권리·용도 실사', text: '토지 증서, 용도지역(KKPR), 세금 납부 내역과 분쟁 여부를 확인합니다.' },
      { title: '계약 협상', text: '임대료, 선불 기간, 원상복구, 관리비 조건을 협상하고 계약서를 검토합니다.' },
      { title: '임대 관리', text: '갱신 일정, 임대료 납부, 보수 요청을 대신 챙깁니다.' },
    ],
  },
  opportunity: {
    eyebrow: '시장 기회',
    title: '지금 인도네시아 부동산을 보는 이유',
    items: [
      { title: '제조·물류 이전 수요', text: 'Cikarang, Karawang, Batam 등 산업단지를 중심으로 공장과 물류창고 수요가 꾸준히 늘고 있습니다.' },
      { title: '커지는 도시 중산층', text: '도시화와 중산층 확대로 오피스, 상가, 주거 공간에 대한 수요가 함께 커지고 있습니다.' },
      { title: '인프라 확충', text: 'MRT, 유료도로, 신규 항만이 열리면서 외곽 산업·물류 거점의 접근성과 가치가 높아지고 있습니다.' },
      { title: '외국인 투자 개방', text: '일자리 창출법(옴니버스법) 이후 외국인 투자가 허용되는 업종이 넓어졌습니다.' },
    ],
  },
  office: {
    eyebrow: '사업장·사무실',
    title: '법인 설립에 맞는 사무실 찾기',
    intro: 'PMA 법인은 설립 단계부터 등기 주소(domisili)가 필요합니다. 회사 규모와 업종에 맞는 사무실 형태를 제안합니다.',
    options: [
      { title: '서비스드·공유 오피스', text: '설립 초기 소규모 팀에 적합합니다. 가구와 회의실이 갖춰져 있고 계약 기간이 짧습니다.' },
      { title: '가상 오피스', text: '등기 주소와 우편 수령용입니다. 지역과 업종에 따라 허용 여부가 달라 사전 확인이 필요합니다.' },
      { title: '전용 임대 오피스', text: '직원이 늘거나 브랜드 공간이 필요할 때 적합합니다. CBD의 그레이드 A부터 외곽 오피스까지 비교해 드립니다.' },
    ],
    note: '계약 전에 사무실 주소가 사업 업종(KBLI)에 허용된 용도지역인지 확인합니다.',
  },
  types: {
    eyebrow: '부동산 유형',
    title: '여섯 가지 부동산 유형',
    intro: '업종과 단계에 맞는 공간을 유형별로 찾아 드립니다.',
    items: [
      { title: '오피스', text: 'CBD 그레이드 A 오피스부터 서비스드 오피스까지, 법인 등기 주소로 쓸 수 있는 공간.' },
      { title: '공장', text: '산업단지 내 기성 공장과 맞춤 건축 공장. 전력 용량, 하중, 폐수 처리 조건을 확인합니다.' },
      { title: '루코 (상가 주택)', text: '1층은 매장, 위층은 사무실이나 숙소로 쓰는 인도네시아식 상가 건물.' },
      { title: '창고', text: '항만·유료도로와 가까운 물류창고와 보세창고, 냉장·냉동 창고.' },
      { title: '주거·직원 숙소', text: '주재원 아파트와 주택, 현지 직원 기숙사를 안전과 통근 거리를 기준으로 찾습니다.' },
      { title: '토지', text: '공장 신축과 개발용 산업·상업 용지. 권리 관계와 용도지역을 먼저 확인합니다.' },
    ],
  },
  investment: {
    eyebrow: '투자와 임대',
    title: '사야 할까, 빌려야 할까',
    intro: '외국인과 외국인 투자 법인이 가질 수 있는 권리는 정해져 있습니다. 구조를 먼저 이해하면 선택이 쉬워집니다.',
    buy: {
      title: '매입·투자',
      points: [
        'PMA 법인은 건축권(HGB)으로 공장·사무실 부지를 보유합니다: 최초 {hgbYears}년, 연장 {hgbExtensionYears}년, 갱신 {hgbRenewalYears}년.',
        '외국인 개인은 사용권(Hak Pakai)으로 주거용 주택과 아파트를 보유할 수 있으며, 지역별 최저 가격 기준이 적용됩니다.',
        '소유권(Hak Milik)은 인도네시아 국민만 가질 수 있으며, 차명(nominee) 구조는 법적 보호를 받지 못합니다.',
      ],
    },
    lease: {
      title: '임대',
      points: [
        '상업용 임대는 보통 1~3년 계약이며, 임대료를 미리 내고 보증금을 둡니다.',
        '토지·건물 임대료에는 {rentalTaxPercent}% 최종 소득세(PPh 4(2))가 붙으며, 법인 임차인이 원천징수합니다.',
        '설립 초기에는 임대로 시작해 사업이 안정된 뒤 매입을 검토하는 기업이 많습니다.',
      ],
    },
  },
  market: {
    eyebrow: '시장 통계',
    title: '주요 시장 지표',
    intro: '자카르타 광역권 주요 지표입니다 ({marketYear}년 참고치).',
    stats: [
      { value: 'IDR {officeRentIdr}', label: 'CBD 그레이드 A 오피스 평균 호가 임대료 (m²당 월)' },
      { value: '{officeOccupancyPercent}%', label: 'CBD 그레이드 A 오피스 평균 입주율' },
      { value: 'IDR {industrialLandIdr}', label: '자카르타 광역권 산업단지 토지 평균 가격 (m²당)' },
      { value: 'IDR {warehouseRentIdr}', label: '현대식 물류창고 평균 임대료 (m²당 월)' },
    ],
    note: '참고용 수치입니다. 당사 자문 사례와 공개 시장 보고서를 종합한 대략적인 값이며, 위치, 건물 등급, 계약 조건에 따라 달라집니다.',
  },
  board: {
    eyebrow: '매물 게시판',
    title: '추천 매물',
    intro: '현재 상담 중인 매물 중 일부입니다. 조건을 알려 주시면 맞는 매물을 더 찾아 드립니다.',
    searchLabel: '매물 검색',
    searchPlaceholder: '매물명 또는 지역 (예: Cikarang)',
    filterLabel: '매물 종류',
    categories: { all: '전체', apartment: '아파트', factory: '공장', officeLand: '오피스·토지', lease: '임대' },
    kinds: { apartment: '아파트', factory: '공장', office: '오피스', land: '토지' },
    deals: { sale: '매매', lease: '임대' },
    resultOne: '매물 {count}건',
    resultOther: '매물 {count}건',
    resultNone: '조건에 맞는 매물이 없습니다',
    emptyTitle: '조건에 맞는 매물이 없습니다',
    emptyText: '검색어를 바꾸거나 다른 종류를 선택해 보세요. 원하시는 조건을 알려 주시면 직접 찾아 드립니다.',
    reset: '검색 초기화',
    details: '상세 보기',
    detailsLabel: '상세 보기: {title}',
    close: '닫기',
    facts: { location: '위치', area: '면적', price: '가격', terms: '조건' },
    area: '{area} m²',
    prices: { month: '{price} / 월', total: '{price}', sqmMonth: '{price} / m²·월' },
    dialogCta: '이 매물 문의하기',
    dialogNote: '매물 상황은 수시로 바뀝니다. 문의 주시면 현재 조건과 비슷한 대안을 함께 안내해 드립니다.',
    listings: [
      {
        title: 'SCBD 인근 가구 완비 2룸 아파트',
        location: 'Senopati, Jakarta Selatan',
        terms: '최소 1년 계약, 임대료 선불',
        summary: '수디르만 CBD까지 차로 10분. 수영장과 피트니스, 24시간 보안을 갖춘 주재원용 아파트입니다.',
        imageAlt: '고층 아파트 건물 일러스트',
      },
      {
        title: '쿠닝안 3룸 아파트 (외국인 매입 가능)',
        location: 'Kuningan, Jakarta Selatan',
        terms: 'Hak Pakai, 외국인 명의 가능',
        summary: '대사관 지역과 가까운 고층 아파트. 외국인 개인 명의로 매입할 수 있는 가격 기준을 충족합니다.',
        imageAlt: '발코니가 있는 아파트 건물 일러스트',
      },
      {
        title: 'MM2100 공단 내 기성 공장',
        location: 'Cikarang, Bekasi',
        terms: '최소 3년 계약, 전력 {factoryPowerKva} kVA',
        summary: '유료도로 출입구와 가까운 공단 내 공장. 사무동과 하역장이 있어 바로 가동할 수 있습니다.',
        imageAlt: '굴뚝이 있는 공장 건물 일러스트',
      },
      {
        title: 'KIIC 공장과 부지 일괄 매각',
        location: 'Karawang, Jawa Barat',
        terms: 'HGB, PMA 법인 명의 가능',
        summary: '자동차 부품 공장으로 쓰던 건물과 부지. 증설 여유 부지가 있고 항만까지 접근성이 좋습니다.',
        imageAlt: '넓은 부지 위 공장 일러스트',
      },
      {
        title: '수디르만 CBD 그레이드 A 오피스',
        location: 'Jl. Jend. Sudirman, Jakarta Pusat',
        terms: '최소 3년 계약, 인테리어 기간 협의',
        summary: 'MRT 역과 바로 연결되는 오피스 빌딩의 중층부. 법인 등기 주소로 쓸 수 있습니다.',
        imageAlt: '유리 외벽 오피스 빌딩 일러스트',
      },
      {
        title: '바탐 산업 용지',
        location: 'Kabil, Batam',
        terms: 'HGB, 산업 용도지역',
        summary: '항만과 가까운 평탄한 산업 용지. 싱가포르와의 물류에 유리하며 공장 신축에 적합합니다.',
        imageAlt: '구획된 산업 용지 일러스트',
      },
    ],
  },
  back: '서비스 목록으로 돌아가기',
  cta: {
    title: '원하시는 조건의 공간을 찾아 드립니다',
    text: '용도, 위치, 면적, 예산을 알려 주시면 {responseHours}시간 이내에 후보 매물과 진행 일정을 안내해 드립니다.',
    primary: '상담 문의하기',
    secondary: '전체 서비스 보기',
  },
};
