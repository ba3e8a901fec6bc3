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
  /** The page's name as the Pages tab gives it (src/domain/pages/registry.ts's keys). */
  pages: admin.pages.names,
};
