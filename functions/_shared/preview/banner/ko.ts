/**
 * What a page preview says above the page, in Korean: the reference every other locale fills
 * completely. `{page}`, `{language}`, `{savedAt}` and `{count}` are filled where the text is used.
 */
export const ko = {
  heading: '게시되지 않은 초안 미리보기 — {page}, {language}, {savedAt} 저장',
  unplaced: '이 미리보기에 보이지 않는 변경 {count}건:',
  reasons: {
    added: '추가된 항목',
    removed: '삭제된 항목',
    notText: '그림, 링크 또는 수치',
    notFound: '페이지에서 이 문구를 찾지 못함',
    shared: '다른 항목과 같은 문구라 구별할 수 없음',
  },
  /** The page keys of src/domain/pages/registry.ts. */
  pages: {
    home: '홈',
    services: '서비스 소개',
    'service-establishment': '서비스: 법인 설립',
    'service-hr': '서비스: 인사·노무',
    'service-investment': '서비스: 투자',
    'service-marketing': '서비스: 마케팅',
    'service-realestate': '서비스: 부동산',
    'service-visa': '서비스: 비자',
    about: '회사 소개',
    csr: 'CSR',
    faq: '자주 묻는 질문',
    notices: '공지사항',
    contact: '문의하기',
    inquiry: '상담 신청서와 안내 메일',
    footer: '바닥글',
    privacy: '개인정보처리방침',
    'not-found': '404 페이지',
  },
};
