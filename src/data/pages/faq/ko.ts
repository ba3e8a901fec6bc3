/** FAQ page: hero, tabs, states and the call to action. The questions themselves come from the database. */
import type { FaqContent } from './index.ts';

export const ko: FaqContent = {
  hero: {
    eyebrow: '고객 지원',
    title: '자주 묻는 질문',
    description: '법인 설립, 인사, 비자, 부동산에 관해 고객께서 자주 물으시는 내용을 정리했습니다.',
  },
  tablistLabel: 'FAQ 분류',
  categories: { corporation: '법인', hr: '인사', visa: '비자', realestate: '부동산', general: '일반', investment: '투자', legal: '법무' },
  loading: 'FAQ를 불러오는 중...',
  empty: { title: '관련 FAQ가 없습니다', hint: '다른 분류를 선택하시거나 상담팀에 직접 문의해 주세요.' },
  koreanOnly: '한국어로만 제공됩니다',
  cta: { title: '찾으시는 답이 없으신가요?', text: '전문 컨설턴트가 {hours}시간 이내에 답변드립니다. 초기 상담은 무료입니다.', primary: '상담 문의하기', secondary: '서비스 보기' },
};
