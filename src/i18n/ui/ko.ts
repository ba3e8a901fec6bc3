/**
 * The Korean dictionary: the reference. Its shape is the type every other locale must fill
 * completely (see ./index.ts), so a missing key is a type error. Placeholders are `{name}`.
 */
export const ko = {
  site: {
    name: '누산타라 브릿지 컨설팅',
    shortName: 'NB 컨설팅',
    tagline: '인도네시아 진출의 든든한 파트너',
    logoAlt: '누산타라 브릿지 컨설팅 홈',
  },
  a11y: {
    skipToContent: '본문으로 건너뛰기',
    mainNav: '주 메뉴',
    mobileNav: '모바일 메뉴',
    openMenu: '메뉴 열기',
    closeMenu: '메뉴 닫기',
    toggleSubmenu: '{label} 하위 메뉴 펼치기',
    languageSelector: '언어 선택',
    currentLanguage: '현재 언어: {language}',
    breadcrumb: '현재 위치',
    footerNav: '사이트 링크',
  },
  nav: {
    home: '홈',
    services: '서비스',
    servicesOverview: '서비스 전체 보기',
    about: '회사 소개',
    company: '회사 개요',
    csr: '우리의 이야기',
    faq: '자주 묻는 질문',
    notices: '공지사항',
    contact: '상담 문의',
  },
  services: {
    investment: '종합 투자 컨설팅',
    establishment: '법인 설립 및 인허가',
    hr: '노무·인사 관리',
    visa: '비자 서비스',
    realestate: '부동산 컨설팅',
    marketing: '마케팅 서비스',
  },
  search: {
    open: '사이트 검색',
    label: '검색어',
    hint: '예: 비자, 법인 설립, 근로계약',
    submit: '검색',
    loading: '검색하는 중입니다…',
    results: '‘{query}’ 검색 결과 {count}건',
    resultsOne: '‘{query}’ 검색 결과 1건',
    empty: '‘{query}’에 대한 검색 결과가 없습니다. 다른 낱말로 검색하거나 아래 목록을 둘러보세요.',
    failed: '검색을 불러오지 못했습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.',
    needsJs: '사이트 검색은 JavaScript가 켜진 브라우저에서 작동합니다. 아래 목록에서 원하시는 내용을 찾아보세요.',
    browse: '목록에서 찾아보기',
  },
  scrollToTop: '맨 위로 이동',
  pages: {
    home: {
      title: '누산타라 브릿지 컨설팅 | 인도네시아 진출 종합 컨설팅',
      description: '{year}년부터 {companies}개 이상의 기업을 도운 인도네시아 진출 전문 컨설팅. 법인 설립, 비자, 노무, 부동산, 마케팅까지 한 번에.',
      heading: '인도네시아 진출, 처음부터 끝까지 함께합니다',
    },
    services: {
      title: '서비스 | 누산타라 브릿지 컨설팅',
      description: '투자 컨설팅, 법인 설립, 비자, 노무·인사, 부동산, 마케팅: 인도네시아 진출에 필요한 여섯 가지 전문 서비스.',
      heading: '전문 서비스',
    },
    investment: {
      title: '종합 투자 컨설팅 | 누산타라 브릿지 컨설팅',
      description: '시장 조사부터 투자 구조 설계, 사업 안착까지 인도네시아 투자의 전 과정을 지원합니다.',
      heading: '종합 투자 컨설팅',
    },
    establishment: {
      title: '법인 설립 및 인허가 | 누산타라 브릿지 컨설팅',
      description: 'PMA 외국인 투자 법인 설립과 NIB, NPWP, BPJS 등록, 영업 허가와 업종별 인허가를 8주 일정으로 진행합니다.',
      heading: '법인 설립 및 인허가',
    },
    hr: {
      title: '노무·인사 관리 | 누산타라 브릿지 컨설팅',
      description: '회사 규정 작성, 근로계약, BPJS, 채용 대행, 인사 교육까지 인도네시아 노무와 인사를 관리합니다.',
      heading: '노무·인사 관리',
    },
    visa: {
      title: '비자 서비스 | 누산타라 브릿지 컨설팅',
      description: 'VOA, ITAS, ITAP, VKSB, VKBP: 목적에 맞는 인도네시아 비자와 체류 허가를 안내하고 대행합니다.',
      heading: '비자 서비스',
    },
    realestate: {
      title: '부동산 컨설팅 | 누산타라 브릿지 컨설팅',
      description: '사무실, 공장, 루코, 창고, 주거, 토지: 인도네시아 부동산 임대와 매매를 현지 전문가가 돕습니다.',
      heading: '부동산 컨설팅',
    },
    marketing: {
      title: '마케팅 서비스 | 누산타라 브릿지 컨설팅',
      description: '인도네시아 소비자와 디지털 플랫폼을 아는 팀이 브랜딩과 현지 마케팅을 설계합니다.',
      heading: '마케팅 서비스',
    },
    about: {
      title: '회사 소개 | 누산타라 브릿지 컨설팅',
      description: '{year}년 자카르타에서 시작해 {employees}명 이상의 현지 전문가와 함께 {companies}개 이상의 기업을 도운 회사를 소개합니다.',
      heading: '회사 소개',
    },
    csr: {
      title: '우리의 이야기 | 누산타라 브릿지 컨설팅',
      description: '창립 이야기부터 현지화와 파트너십까지, 누산타라 브릿지 컨설팅이 걸어온 길과 사회공헌 이야기.',
      heading: '우리의 이야기',
    },
    csrPost: {
      title: '{title} | 우리의 이야기',
      description: '누산타라 브릿지 컨설팅의 이야기: {title}',
    },
    noticePost: {
      title: '{title} | 공지사항',
      description: '누산타라 브릿지 컨설팅 공지사항: {title}',
    },
    faq: {
      title: '자주 묻는 질문 | 누산타라 브릿지 컨설팅',
      description: '법인 설립, 인사, 비자, 부동산에 관해 자주 묻는 질문과 답변.',
      heading: '자주 묻는 질문',
    },
    notices: {
      title: '공지사항 | 누산타라 브릿지 컨설팅',
      description: '인도네시아 법령, 노무, 비자, 투자 제도의 변화와 회사 소식을 알려드립니다.',
      heading: '공지사항',
    },
    contact: {
      title: '상담 문의 | 누산타라 브릿지 컨설팅',
      description: '인도네시아 진출 상담을 신청하세요. 24시간 이내에 답변드리며 초기 상담은 무료입니다.',
      heading: '상담 문의',
    },
    search: {
      title: '사이트 검색 | 누산타라 브릿지 컨설팅',
      description: '서비스, 자주 묻는 질문, 공지사항과 우리의 이야기를 검색합니다.',
      heading: '사이트 검색',
    },
    preview: {
      title: '초안 미리보기 | 누산타라 브릿지 컨설팅',
      description: '공개 전 초안을 미리 봅니다.',
      heading: '초안 미리보기',
      banner: '미리보기: 아직 공개되지 않은 초안입니다. 이 링크는 만든 때부터 24시간 동안 열립니다.',
      loading: '초안을 불러오는 중입니다…',
      expired: '이 미리보기 링크는 만료되었습니다(24시간). 관리 화면에서 새 링크를 만드세요.',
      invalid: '이 미리보기 링크는 올바르지 않습니다. 주소가 잘렸거나 바뀌었거나, 다른 항목의 링크입니다.',
      gone: '미리 볼 초안이 없습니다. 이미 게시되었거나 삭제되었습니다.',
      replaced: '이 링크를 만든 뒤 초안이 다시 저장되어, 이 링크는 더 이상 열리지 않습니다. 관리 화면에서 새 미리보기 링크를 만드세요.',
      failed: '초안을 불러오지 못했습니다. 잠시 후 다시 시도하세요.',
    },
    notFound: {
      title: '페이지를 찾을 수 없습니다 | 누산타라 브릿지 컨설팅',
      description: '요청하신 페이지를 찾을 수 없습니다.',
    },
  },
  placeholder: '이 페이지의 전체 내용을 준비하고 있습니다.',
} as const;
