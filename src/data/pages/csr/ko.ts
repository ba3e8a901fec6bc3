/** CSR ("Our Story") list and detail: texts and states. Stories come from the database. */
import type { CsrContent } from './index.ts';

export const ko: CsrContent = {
  hero: {
    eyebrow: '회사 소개',
    title: '우리의 이야기',
    description: '창립 이야기부터 사회공헌, 현지화와 파트너십까지 누산타라 브릿지 컨설팅이 걸어온 길을 전합니다.',
  },
  filterLabel: '카테고리로 보기',
  all: '전체',
  listTitle: '이야기 목록',
  views: '조회수 {count}회',
  readMore: '자세히 보기',
  loading: '이야기를 불러오는 중...',
  empty: { title: '게시물이 없습니다', text: '선택하신 카테고리에 해당하는 이야기가 아직 없습니다.' },
  koreanOnly: '한국어로만 제공됩니다',
  pager: { label: '이야기 목록 페이지', previous: '이전', next: '다음', page: '{page}쪽' },
  paged: '{name} ({page}쪽)',
  more: '이야기 더 보기',
  detail: {
    back: '우리의 이야기로 돌아가기',
    summary: '요약',
    published: '게시일',
    lastModified: '최종 수정일',
    backToList: '목록으로',
    contact: '상담 문의하기',
    loadingTitle: '이야기를 불러오는 중...',
    notFoundTitle: '게시물을 찾을 수 없습니다',
    notFoundText: '요청하신 CSR 게시물이 존재하지 않거나 삭제되었습니다.',
  },
};
