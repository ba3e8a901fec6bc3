/**
 * The Korean dictionary: the reference. Its shape is the type every other locale must fill
 * completely (see ../types.ts), so a missing key is a type error. Placeholders are `{name}`.
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
  footer: {
    description: '2003년부터 자카르타에서 한국 기업과 외국 기업의 인도네시아 진출과 운영을 돕고 있습니다.',
    servicesHeading: '서비스',
    aboutHeading: '회사',
    contactHeading: '연락처',
    addressLabel: '본사 주소',
    phoneLabel: '전화',
    emailLabel: '이메일',
    hours: '월–금 08:00–17:00 (인도네시아 서부 시간, WIB)',
    hoursLabel: '업무 시간',
    weekendClosed: '주말 휴무',
    response: '24시간 이내 답변 · 초기 상담 무료',
    officePhone: '대표 전화',
    mobilePhone: '휴대전화',
    messengerLabel: '메신저',
    whatsapp: 'WhatsApp',
    kakao: '카카오톡 채널',
    privacyPolicy: '개인정보처리방침',
    copyright: '© {year} 누산타라 브릿지 컨설팅. All rights reserved.',
  },
  privacy: {
    title: '개인정보처리방침',
    intro: '누산타라 브릿지 컨설팅(이하 “회사”)은 상담 문의를 통해 받은 개인정보를 다음과 같이 처리합니다.',
    close: '닫기',
    effective: '시행일: 2026년 11월 25일',
    sections: [
      {
        heading: '1. 개인정보의 처리 목적',
        body: '회사는 상담 신청 접수, 상담 진행과 회신, 계약 체결과 이행을 위하여 개인정보를 처리하며, 이 목적 외의 용도로는 이용하지 않습니다.',
      },
      {
        heading: '2. 수집하는 개인정보 항목',
        body: '필수 항목: 이름, 회사명, 이메일, 연락처, 관심 서비스. 선택 항목: 예산 범위, 문의 내용. 자동 수집 항목: 접수 일시, 사이트에 처음 들어온 페이지와 그 페이지로 연결한 사이트의 주소, 광고·캠페인 링크의 UTM 태그 (쿠키를 쓰지 않으며, 문의를 보낼 때만 함께 전송됩니다).',
      },
      {
        heading: '3. 개인정보의 보유 및 이용 기간',
        body: '계약 관련 기록은 계약 종료 후 5년, 세무 관련 기록은 10년, 일반 상담 기록은 3년간 보관한 뒤 지체 없이 파기합니다. 동의를 철회하시면 즉시 삭제합니다.',
      },
      {
        heading: '4. 개인정보의 제3자 제공',
        body: '회사는 정보주체의 동의 또는 법령의 근거 없이 개인정보를 제3자에게 제공하지 않습니다.',
      },
      {
        heading: '5. 개인정보 처리의 위탁',
        body: '회사는 웹사이트 호스팅과 데이터베이스 운영을 전문 업체에 위탁하며, 수탁자가 개인정보를 안전하게 관리하도록 계약으로 정하고 감독합니다.',
      },
      {
        heading: '6. 정보주체의 권리와 행사 방법',
        body: '정보주체는 언제든지 개인정보의 열람, 정정, 삭제, 처리 정지와 동의 철회를 요구할 수 있으며, 아래 개인정보 보호책임자에게 이메일로 요청하시면 지체 없이 조치합니다.',
      },
      {
        heading: '7. 개인정보 보호책임자',
        body: '개인정보 보호책임자: 경영지원팀장. 연락처는 이 페이지 하단의 이메일과 전화번호입니다.',
      },
      {
        heading: '8. 개인정보처리방침의 변경',
        body: '이 방침은 2025년 1월 1일부터 시행되며, 내용이 변경되는 경우 시행 최소 7일 전에 웹사이트 공지사항을 통해 알려드립니다.',
      },
    ],
  },
  search: {
    open: '사이트 검색',
    label: '검색어',
    hint: '예: 비자, 법인 설립, 근로계약',
    submit: '검색',
    loading: '검색하는 중입니다…',
    results: '‘{query}’ 검색 결과 {count}건',
    empty: '‘{query}’에 대한 검색 결과가 없습니다. 다른 낱말로 검색하거나 아래 목록을 둘러보세요.',
    failed: '검색을 불러오지 못했습니다. 페이지를 새로 고친 뒤 다시 시도해 주세요.',
    needsJs: '사이트 검색은 JavaScript가 켜진 브라우저에서 작동합니다. 아래 목록에서 원하시는 내용을 찾아보세요.',
    browse: '목록에서 찾아보기',
  },
  scrollToTop: '맨 위로 이동',
  notFound: {
    code: '404',
    title: 'Page Not Found',
    heading: '페이지를 찾을 수 없습니다',
    text: '요청하신 페이지가 없거나 주소가 바뀌었습니다. 아래 링크에서 원하시는 정보를 찾아보세요.',
    home: '홈으로 가기',
    contact: '상담 문의하기',
  },
  pages: {
    home: {
      title: '누산타라 브릿지 컨설팅 | 인도네시아 진출 종합 컨설팅',
      description: '2003년부터 500개 이상의 기업을 도운 인도네시아 진출 전문 컨설팅. 법인 설립, 비자, 노무, 부동산, 마케팅까지 한 번에.',
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
      description: '2003년 자카르타에서 시작해 70명 이상의 현지 전문가와 함께 500개 이상의 기업을 도운 회사를 소개합니다.',
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
    notFound: {
      title: 'Page Not Found | 누산타라 브릿지 컨설팅',
      description: '요청하신 페이지를 찾을 수 없습니다.',
    },
  },
  placeholder: '이 페이지의 전체 내용을 준비하고 있습니다.',
} as const;
