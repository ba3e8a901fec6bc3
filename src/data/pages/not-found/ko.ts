/** The 404 page: its texts in this language ("Page Not Found" is the specification's literal text in every language). */
import type { NotFoundContent } from './index.ts';

export const ko: NotFoundContent = {
  title: 'Page Not Found',
  heading: '페이지를 찾을 수 없습니다',
  text: '요청하신 페이지가 없거나 주소가 바뀌었습니다. 아래 링크에서 원하시는 정보를 찾아보세요.',
  home: '홈으로 가기',
  contact: '상담 문의하기',
};
