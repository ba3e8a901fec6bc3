/**
 * What a page preview says above the page, in Korean: the reference every other locale fills
 * completely. `{page}`, `{language}`, `{savedAt}` and `{count}` are filled where the text is used.
 */
import { adminKo as admin } from '#data/admin/app/ko.ts';

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
  /** The firm's figures' preview (functions/_shared/preview/facts-preview.ts): `{savedAt}`, `{count}` filled there. */
  facts: {
    heading: '회사 수치 초안 미리보기 — {savedAt} 저장',
    unplaced: '이 페이지에 보이지 않는 수치 {count}개:',
    reasons: { shared: '다른 수치와 같은 값이라 구별할 수 없음', notFound: '이 페이지에 게시된 값이 보이지 않음' },
    figures: {
      foundedYear: '설립 연도',
      yearsOfExperience: '경력 연수',
      companiesSupported: '지원한 기업 수',
      visaCases: '비자 처리 건수',
      employees: '직원 수',
      rentalManagements: '임대 관리 건수',
      localExpertsPercent: '현지 전문가 비율',
      establishmentSuccessPercent: '법인 설립 성공률',
      responseHours: '답변 시간',
      serviceAreas: '서비스 분야 수',
    },
  },
  /** The page's name as the Pages tab gives it (src/domain/pages/registry.ts's keys). */
  pages: admin.pages.names,
};
