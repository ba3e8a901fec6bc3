-- Which notices, FAQs and CSR stories came with a fresh install (scripts/seed), so that the back office
-- can list them before launch and move them to the trash in one action. The first-run seed sets the
-- mark; rows of a database seeded before this column existed are recognised once, here, by the exact
-- Korean title or question the seed wrote. A row a person wrote keeps false; no row is changed otherwise
-- (the version stays, so no revision is kept for this).
ALTER TABLE notices ADD COLUMN seed_sample boolean NOT NULL DEFAULT false;
ALTER TABLE faqs ADD COLUMN seed_sample boolean NOT NULL DEFAULT false;
ALTER TABLE csr_posts ADD COLUMN seed_sample boolean NOT NULL DEFAULT false;

UPDATE notices SET seed_sample = true WHERE title IN (
  '홈페이지를 새로 열었습니다',
  '2025년 BPJS 보험료 기준 안내',
  '체류 허가 연장은 만료 2주 전에 신청하세요',
  'OSS 사업 허가 절차가 개편되었습니다',
  '연간 법인세 신고 마감 안내',
  '한-인도네시아 CEPA 관세 혜택 활용 안내',
  '(비공개 초안) 공개 전 공지'
);
UPDATE faqs SET seed_sample = true WHERE question IN (
  '외국인 투자 법인(PMA)을 설립하는 데 얼마나 걸리나요?',
  '법인 설립 후 어떤 등록을 해야 하나요?',
  '설립 일정은 어떻게 진행되나요?',
  '직원이 몇 명부터 회사 규정을 만들어야 하나요?',
  '수습 기간은 얼마나 둘 수 있나요?',
  'BPJS 보험료는 누가 얼마나 부담하나요?',
  '도착 비자(VOA)로 얼마나 머물 수 있나요?',
  'ITAS와 ITAP는 어떻게 다른가요?',
  '외국인 근로자 고용 부담금은 얼마인가요?',
  '외국 법인도 인도네시아에서 사무실을 임차할 수 있나요?',
  '외국인이 토지를 소유할 수 있나요?',
  '임대 관리도 맡길 수 있나요?',
  '상담 비용이 있나요?',
  '업무 시간은 어떻게 되나요?',
  'PMA 설립에 필요한 최소 투자금은 얼마인가요?',
  '외국인이 100% 지분을 가질 수 있나요?',
  '계약서는 어떤 언어로 작성해야 하나요?',
  '법률 분쟁도 지원하나요?',
  '(비공개 초안) 공개되면 안 되는 질문'
);
UPDATE csr_posts SET seed_sample = true WHERE title IN (
  '2003년, 자카르타의 작은 사무실에서',
  '현지 대학과 함께하는 인턴십',
  '자카르타 학교에 도서관을 열었습니다',
  '맹그로브 1,000그루 심기',
  '지원 기업 500곳을 넘었습니다',
  '현지 전문가 100%로 일합니다',
  '(비공개 초안) 준비 중인 이야기'
);
