import type { TranslationLocale } from '#domain/content/translations.ts';
import type { TranslationStatus } from '#domain/content/translation-status.ts';
import type { EditorStrings } from './editor-strings.ts';
import { editorStringsKo } from './editor-ko.ts';
import { faqCategoryValues } from '../faq-categories.ts';
import type { MediaFilter } from '#domain/media/api.ts';
import type { UsageKind } from '#domain/media/usages.ts';
import type { Locale } from '#i18n/locales.ts';

/** A toast's text: notices and FAQs show a title only, CSR posts '성공' plus a line. */
export interface ToastText {
  title: string;
  description?: string;
}

/** Texts of one content tab (notices, FAQs, CSR posts): its list, its dialog and its messages. */
export interface ResourceStrings {
  heading: string;
  newButton: string;
  dialogCreate: string;
  dialogEdit: string;
  empty: string;
  listLabel: string;
  created: ToastText;
  updated: ToastText;
  deleted: ToastText;
  createFailed: string;
  updateFailed: string;
  deleteFailed: string;
}

/** Translation status: the lists' badges and filter, the dialog's stale fields and their confirmation. */
export interface TranslationTrackingStrings {
  statuses: Record<TranslationStatus, string>;
  /** A list badge's name: '{language}: {status}'. */
  badge: string;
  filterLabel: string;
  filterAll: string;
  /** An option of the filter: '{language} 번역 필요'. */
  filterOption: string;
  /** The filter found nothing (and nothing was searched): '{language}'. */
  noneNeed: string;
  /** On a language tab with stale fields. */
  staleTab: string;
  /** Over a stale field: '{field}' is its label. */
  staleField: string;
  markCurrent: string;
  /** Once marked: the save records it as current. */
  markedCurrent: string;
  /** Above the language tabs: '{list}' is 'English (제목), 日本語 (제목, 내용)'. */
  staleSummary: string;
}

/** Every text of the three admin content tabs (Korean: the back office is Korean only). */
export interface SeoStrings {
  /** The group's legend. */
  heading: string;
  description: string;
  /** What a blank description becomes, per kind. */
  noticeDescriptionHint: string;
  csrDescriptionHint: string;
  /** Under the field: '{count}' characters of the '{advised}' search engines show. */
  counter: string;
  /** Past the advised length: a warning (the save still goes through). */
  tooLong: string;
  image: string;
  noticeImageHint: string;
  csrImageHint: string;
  upload: string;
  uploading: string;
  uploadFailed: string;
  /** A file over the upload limit, refused before it is sent; '{limit}' is the limit ("4.5 MB"). */
  uploadTooLarge: string;
}

/** The media library tab ('{name}', '{who}', '{when}', '{width}', '{height}', '{size}', '{count}'). */
export interface MediaStrings {
  heading: string;
  intro: string;
  upload: string;
  uploading: string;
  uploadFailed: string;
  /** A file over the upload limit, refused before it is sent; '{limit}' is the limit ("4.5 MB"). */
  uploadTooLarge: string;
  filterLabel: string;
  filters: Record<MediaFilter, string>;
  listLabel: string;
  empty: string;
  emptyUnused: string;
  loadFailed: string;
  dimensions: string;
  uploaded: string;
  deletedAccount: string;
  usedIn: string;
  unused: string;
  kinds: Record<UsageKind, string>;
  /** The fields of notices, FAQs and CSR stories an image can be in (their stored names). */
  fields: { content: string; answer: string; excerpt: string; featured_image: string; social_image: string; description: string };
  trashed: string;
  altHeading: string;
  altHint: string;
  altMissing: string;
  locales: Record<Locale, string>;
  editAlt: string;
  save: string;
  saving: string;
  saved: string;
  saveFailed: string;
  cancel: string;
  delete: string;
  deleteTitle: string;
  deleteText: string;
  deleting: string;
  deleted: string;
  deleteFailed: string;
  inUse: string;
  emptyTrash: string;
  /** A trashed image: '{who}' deleted it at '{when}', the purge deletes it at '{purge}'. */
  trashInfo: string;
  restore: string;
  restoring: string;
  restored: string;
  restoreFailed: string;
  /** Which stored copy of an item uses the image ('{when}': a scheduled draft's time; '{versions}': "v1, v2"). */
  sources: { draft: string; scheduled: string; revision: string };
  /** A 412 on an alt edit; '{text}': the Korean alt text saved meanwhile. */
  altConflict: string;
}

export interface ContentStrings {
  common: {
    edit: string;
    delete: string;
    save: string;
    saving: string;
    cancel: string;
    close: string;
    loading: string;
    loadFailed: string;
    retry: string;
    privateBadge: string;
    views: string;
    createdAt: string;
    search: string;
    searchPlaceholder: string;
    /** '{shown}' and '{count}' are replaced by the numbers. */
    searchCount: string;
    /** '{query}' is replaced by what was searched. */
    noMatches: string;
    /** Names of the five languages, shown on the dialog's language tabs. */
    languages: Record<'ko' | TranslationLocale, string>;
    languageTabsLabel: string;
    untranslated: string;
    partlyTranslated: string;
    /** '{list}' is replaced by the missing languages' names. */
    missingSummary: string;
    partialSummary: string;
    allTranslated: string;
    koreanRequiredNote: string;
    translationStatus: string;
    /** Whether each translation still matches the Korean (src/domain/content/translation-status.ts). */
    tracking: TranslationTrackingStrings;
    required: string;
    fixErrors: string;
    confirmTitle: string;
    /** '{title}' is replaced by the item's title. */
    confirmText: string;
    deleting: string;
    editorLoading: string;
    genericError: string;
    /** List rows: who made the last edit and when ('{who}', '{when}'). */
    lastEdited: string;
    /** The item changed on the server since the dialog opened (a 412 answer). */
    conflict: {
      title: string;
      /** '{who}' and '{when}' are replaced. */
      text: string;
      someone: string;
      reload: string;
      overwrite: string;
      /** The delete question once the item changed: '{who}', '{when}', '{title}'. */
      deleteText: string;
      /** A draft saved, published or discarded by someone else since the dialog opened: '{who}', '{when}'. */
      draftTitle: string;
      draftText: string;
      /** Saves what was typed as the draft, over theirs. */
      draftOverwrite: string;
    };
    /** The edit dialog's revisions ('{version}', '{who}', '{when}', '{title}', '{field}', '{language}'). */
    history: {
      heading: string;
      current: string;
      item: string;
      someone: string;
      none: string;
      loadFailed: string;
      compare: string;
      hideCompare: string;
      compareHeading: string;
      noChanges: string;
      fieldInLanguage: string;
      added: string;
      removed: string;
      restore: string;
      restoreTitle: string;
      restoreText: string;
      restoring: string;
      restored: string;
      restoreFailed: string;
    };
    /** Drafts, preview links and scheduled publication in the edit dialog and the lists ('{who}', '{when}', '{zone}', '{until}'). */
    drafts: {
      heading: string;
      saveDraft: string;
      savingDraft: string;
      publish: string;
      discard: string;
      pendingBadge: string;
      scheduledBadge: string;
      pendingNote: string;
      newNote: string;
      publishAt: string;
      publishAtHint: string;
      makePreview: string;
      previewLinks: string;
      saved: string;
      discarded: string;
      failed: string;
      /** A discard refused because the draft changed meanwhile; the dialog now shows it. */
      discardChanged: string;
    };
    /** A tab's trash ('{count}', '{who}', '{when}', '{purge}'). */
    trash: {
      summary: string;
      note: string;
      empty: string;
      item: string;
      restore: string;
      restored: string;
      restoreFailed: string;
      loadFailed: string;
    };
  };
  /** The rich-text editor's own texts (toolbar, link form …). */
  editor: EditorStrings;
  /** The SEO fields of notices and CSR stories (description per language, the link preview's picture). */
  seo: SeoStrings;
  media: MediaStrings;
  notices: ResourceStrings & {
    fields: { title: string; author: string; content: string; category: string; important: string; pinned: string; published: string };
    categories: Record<string, string>;
    pinnedBadge: string;
    importantBadge: string;
    author: string;
  };
  faqs: ResourceStrings & {
    fields: { category: string; order: string; orderHint: string; question: string; answer: string; published: string };
    categories: readonly string[];
  };
  csr: ResourceStrings & {
    fields: {
      title: string; excerpt: string; category: string; featuredImage: string; featuredImageHint: string; upload: string; uploading: string; uploadFailed: string; uploadTooLarge: string; content: string; published: string;
      publishedAt: string; publishedAtHint: string; author: string;
    };
    /** List rows: the publication date ('{date}'); a draft has none yet. */
    publishedOn: string;
    draft: string;
  };
}

export const contentKo: ContentStrings = {
  common: {
    edit: '수정',
    delete: '삭제',
    save: '저장',
    saving: '저장 중...',
    cancel: '취소',
    close: '닫기',
    loading: '불러오는 중...',
    loadFailed: '목록을 불러오지 못했습니다.',
    retry: '다시 시도',
    privateBadge: '비공개',
    views: '조회수',
    createdAt: '작성일',
    search: '검색',
    searchPlaceholder: '제목, 내용, 분류로 찾기',
    searchCount: '{count}건 중 {shown}건',
    noMatches: '“{query}”와(과) 일치하는 항목이 없습니다.',
    languages: { ko: '한국어', en: 'English', id: 'Bahasa Indonesia', zh: '中文', ja: '日本語' },
    languageTabsLabel: '작성 언어',
    untranslated: '미번역',
    partlyTranslated: '일부 번역',
    missingSummary: '번역 없음: {list}',
    partialSummary: '일부만 번역: {list}',
    allTranslated: '모든 언어로 번역되었습니다.',
    koreanRequiredNote: '한국어 내용은 필수이며, 다른 언어는 선택입니다. 번역이 없으면 방문자에게 한국어 원문이 표시됩니다.',
    translationStatus: '번역',
    tracking: {
      statuses: { current: '최신', stale: '확인 필요', missing: '없음' },
      badge: '{language}: {status}',
      filterLabel: '번역 상태',
      filterAll: '모든 항목',
      filterOption: '{language} 번역 필요',
      noneNeed: '{language} 번역이 필요한 항목이 없습니다.',
      staleTab: '확인 필요',
      staleField: '한국어 {field}이(가) 번역 후에 바뀌었습니다. 번역을 고치거나, 아직 맞으면 최신으로 표시하세요.',
      markCurrent: '최신으로 표시',
      markedCurrent: '저장하면 이 번역이 최신으로 표시됩니다.',
      staleSummary: '한국어가 바뀐 뒤 확인할 번역: {list}',
    },
    required: '필수 입력 항목입니다.',
    fixErrors: '입력값을 확인해주세요.',
    confirmTitle: '삭제 확인',
    confirmText: '“{title}”을(를) 삭제하시겠습니까? 휴지통으로 옮겨지며 30일 안에 복원할 수 있습니다.',
    deleting: '삭제 중...',
    editorLoading: '편집기를 불러오는 중...',
    genericError: '오류가 발생했습니다.',
    lastEdited: '최종 수정 {who} · {when}',
    conflict: {
      title: '다른 관리자가 먼저 고쳤습니다',
      text: '이 항목은 편집을 시작한 뒤에 {who}님이 {when}에 고쳤습니다. 최신 내용을 불러오면 이 창에서 고친 내용은 사라집니다. 내 내용으로 저장하면 그분의 수정을 덮어씁니다(이전 내용은 수정 기록에 남습니다).',
      someone: '다른 관리자',
      reload: '최신 내용 불러오기',
      overwrite: '내 내용으로 저장',
      deleteText: '“{title}”은(는) 목록을 불러온 뒤에 {who}님이 {when}에 고쳤습니다. 그래도 휴지통으로 옮기시겠습니까?',
      draftTitle: '다른 관리자가 초안을 먼저 바꾸었습니다',
      draftText: '편집을 시작한 뒤에 {who}님이 {when}에 이 항목의 초안을 저장·게시 또는 삭제했습니다. 최신 내용을 불러오면 이 창에서 고친 내용은 사라집니다. 내 내용을 초안으로 저장하면 그 초안을 덮어씁니다.',
      draftOverwrite: '내 내용을 초안으로 저장',
    },
    history: {
      heading: '수정 기록',
      current: '현재 v{version} · {who} · {when}',
      item: 'v{version} · {who} · {when}',
      someone: '알 수 없음',
      none: '아직 수정 기록이 없습니다. 저장할 때마다 이전 내용이 여기에 남습니다.',
      loadFailed: '수정 기록을 불러오지 못했습니다.',
      compare: '현재와 비교',
      hideCompare: '비교 닫기',
      compareHeading: 'v{version}에서 현재까지 바뀐 내용',
      noChanges: '현재 내용과 같습니다.',
      fieldInLanguage: '{field} ({language})',
      added: '추가됨:',
      removed: '삭제됨:',
      restore: '이 버전으로 복원',
      restoreTitle: '이전 버전으로 복원할까요?',
      restoreText: '“{title}”을(를) v{version} 내용으로 되돌립니다. 지금 내용도 수정 기록에 남습니다.',
      restoring: '복원 중...',
      restored: '이전 버전으로 복원했습니다.',
      restoreFailed: '복원 실패',
    },
    drafts: {
      heading: '초안',
      saveDraft: '초안 저장',
      savingDraft: '초안 저장 중...',
      publish: '게시',
      discard: '초안 삭제',
      pendingBadge: '초안 있음',
      scheduledBadge: '예약 게시: {when}',
      pendingNote: '{who}님이 {when}에 저장한 초안입니다. 게시하기 전까지 공개된 내용은 바뀌지 않습니다.',
      newNote: '초안으로 저장하면 공개되지 않은 채 보관되고, 미리보기 링크로 확인할 수 있습니다.',
      publishAt: '예약 게시 시각',
      publishAtHint: '초안 저장 시 적용됩니다. 비워 두면 직접 게시할 때까지 초안으로 남습니다. 시간대: {zone}',
      makePreview: '미리보기 링크 만들기',
      previewLinks: '미리보기 링크 ({until}까지 유효, 새 창에서 열림):',
      saved: '초안을 저장했습니다. 공개된 내용은 그대로입니다.',
      discarded: '초안을 삭제했습니다.',
      failed: '초안 처리 실패',
      discardChanged: '초안을 삭제하지 않았습니다. 그사이 다른 관리자가 초안을 바꾸어 지금 그 내용을 보여 드립니다. 그래도 삭제하려면 다시 누르세요.',
    },
    trash: {
      summary: '휴지통 ({count})',
      note: '삭제한 항목은 30일 동안 여기에 남고, 그 뒤 완전히 삭제됩니다.',
      empty: '휴지통이 비어 있습니다.',
      item: '{who}님이 {when}에 삭제 · {purge} 완전 삭제 예정',
      restore: '복원',
      restored: '휴지통에서 복원했습니다.',
      restoreFailed: '복원 실패',
      loadFailed: '휴지통을 불러오지 못했습니다.',
    },
  },
  editor: editorStringsKo,
  seo: {
    heading: '검색·공유',
    description: 'SEO 설명',
    noticeDescriptionHint: '검색 결과와 공유 미리보기에 보이는 설명입니다. 비워 두면 본문 앞부분이 쓰입니다.',
    csrDescriptionHint: '검색 결과와 공유 미리보기에 보이는 설명입니다. 비워 두면 요약, 없으면 본문 앞부분이 쓰입니다.',
    counter: '{count}자 / 권장 {advised}자',
    tooLong: '검색 결과에는 약 {advised}자까지만 보입니다. 줄이는 것이 좋습니다 (저장은 됩니다).',
    image: '공유 이미지 URL',
    noticeImageHint: '선택 사항입니다. 비워 두면 사이트 기본 이미지가 쓰입니다. 1200×630 이미지를 권장합니다.',
    csrImageHint: '선택 사항입니다. 비워 두면 대표 이미지, 없으면 사이트 기본 이미지가 쓰입니다. 1200×630 이미지를 권장합니다.',
    upload: '이미지 업로드',
    uploading: '업로드 중...',
    uploadFailed: '이미지 업로드 실패',
    uploadTooLarge: '이미지 파일은 {limit} 이하만 올릴 수 있습니다. 더 작은 파일을 골라 주세요.',
  },
  media: {
    heading: '미디어',
    intro: '올린 이미지와 각 이미지가 쓰이는 곳입니다. 한국어 대체 텍스트를 입력해야 본문이나 대표 이미지로 쓸 수 있습니다.',
    upload: '이미지 올리기',
    uploading: '올리는 중...',
    uploadFailed: '이미지를 올리지 못했습니다',
    uploadTooLarge: '이미지 파일은 {limit} 이하만 올릴 수 있습니다. 더 작은 파일을 골라 주세요.',
    filterLabel: '보기',
    filters: { all: '모든 이미지', unused: '사용하지 않는 이미지', trash: '휴지통' },
    listLabel: '이미지 목록',
    empty: '아직 올린 이미지가 없습니다.',
    emptyUnused: '사용하지 않는 이미지가 없습니다.',
    loadFailed: '이미지 목록을 불러오지 못했습니다.',
    dimensions: '{width} × {height}px · {size}',
    uploaded: '{who} · {when}',
    deletedAccount: '(삭제된 계정)',
    usedIn: '사용하는 곳 ({count})',
    unused: '사용하는 곳이 없습니다.',
    kinds: { notice: '공지사항', faq: 'FAQ', csr: 'CSR', settings: '사이트 설정' },
    fields: { content: '본문', answer: '답변', excerpt: '요약', featured_image: '대표 이미지', social_image: '공유 이미지', description: '검색·공유 설명' },
    trashed: '휴지통',
    altHeading: '대체 텍스트',
    altHint: '이미지를 볼 수 없는 분께 읽어 줄 설명입니다. 한국어는 필수이고, 다른 언어는 번역이 있는 페이지에 쓰입니다.',
    altMissing: '한국어 대체 텍스트 없음: 쓰기 전에 입력하세요.',
    locales: { ko: '한국어', en: '영어', id: '인도네시아어', zh: '중국어', ja: '일본어' },
    editAlt: '대체 텍스트 편집',
    save: '대체 텍스트 저장',
    saving: '저장 중...',
    saved: '대체 텍스트를 저장했습니다.',
    saveFailed: '대체 텍스트를 저장하지 못했습니다',
    cancel: '취소',
    delete: '삭제',
    deleteTitle: '이미지를 삭제할까요?',
    deleteText: '“{name}” 파일을 휴지통으로 옮깁니다. 30일 안에는 복원할 수 있고, 그 뒤에 완전히 삭제됩니다.',
    deleting: '삭제 중...',
    deleted: '이미지를 휴지통으로 옮겼습니다.',
    deleteFailed: '이미지를 삭제하지 못했습니다',
    inUse: '사용 중인 이미지는 삭제할 수 없습니다. 먼저 아래 사용하는 곳에서 빼세요.',
    emptyTrash: '휴지통에 이미지가 없습니다.',
    trashInfo: '{who} · {when}에 삭제 · {purge}에 완전히 삭제',
    restore: '복원',
    restoring: '복원 중...',
    restored: '이미지를 복원했습니다.',
    restoreFailed: '이미지를 복원하지 못했습니다',
    sources: { draft: '초안', scheduled: '예약 초안 · {when}', revision: '이전 버전 {versions}' },
    altConflict: '그사이 다른 사람이 대체 텍스트를 저장했습니다: “{text}”. 다시 저장하면 입력한 내용으로 바뀝니다.',
  },
  notices: {
    heading: '공지사항 관리',
    newButton: '새 공지사항',
    dialogCreate: '공지사항 작성',
    dialogEdit: '공지사항 수정',
    empty: '등록된 공지사항이 없습니다.',
    listLabel: '공지사항 목록',
    created: { title: '공지사항이 생성되었습니다.' },
    updated: { title: '공지사항이 수정되었습니다.' },
    deleted: { title: '공지사항이 삭제되었습니다.' },
    createFailed: '공지사항 생성 실패',
    updateFailed: '공지사항 수정 실패',
    deleteFailed: '공지사항 삭제 실패',
    fields: { title: '제목', author: '작성자', content: '내용', category: '분류', important: '중요 공지', pinned: '상단 고정', published: '공개' },
    categories: { announcement: '공지', legal: '법령', labor: '노무', visa: '비자', investment: '투자', tax: '세무', report: '보고서', realEstate: '부동산' },
    pinnedBadge: '고정',
    importantBadge: '중요',
    author: '작성자',
  },
  faqs: {
    heading: 'FAQ 관리',
    newButton: '새 FAQ',
    dialogCreate: 'FAQ 작성',
    dialogEdit: 'FAQ 수정',
    empty: '등록된 FAQ가 없습니다.',
    listLabel: 'FAQ 목록',
    created: { title: 'FAQ가 생성되었습니다.' },
    updated: { title: 'FAQ가 수정되었습니다.' },
    deleted: { title: 'FAQ가 삭제되었습니다.' },
    createFailed: 'FAQ 생성 실패',
    updateFailed: 'FAQ 수정 실패',
    deleteFailed: 'FAQ 삭제 실패',
    fields: { category: '카테고리', order: '정렬 순서', orderHint: '작은 숫자가 먼저 표시됩니다. 숫자가 아니면 0으로 저장됩니다.', question: '질문', answer: '답변', published: '공개' },
    /** The stored values are the Korean labels: THE list, shared with the API and the site. */
    categories: faqCategoryValues,
  },
  csr: {
    heading: 'CSR 관리',
    newButton: '새 CSR 게시물',
    dialogCreate: 'CSR 게시물 작성',
    dialogEdit: 'CSR 게시물 수정',
    empty: '등록된 CSR 게시물이 없습니다.',
    listLabel: 'CSR 게시물 목록',
    created: { title: '성공', description: 'CSR 게시물이 생성되었습니다.' },
    updated: { title: '성공', description: 'CSR 게시물이 수정되었습니다.' },
    deleted: { title: '성공', description: 'CSR 게시물이 삭제되었습니다.' },
    createFailed: 'CSR 게시물 생성 실패',
    updateFailed: 'CSR 게시물 수정 실패',
    deleteFailed: 'CSR 게시물 삭제 실패',
    fields: {
      title: '제목',
      excerpt: '요약',
      category: '카테고리',
      featuredImage: '대표 이미지 URL',
      featuredImageHint: '선택 사항입니다. https:// 주소를 입력하거나 이미지를 업로드하세요.',
      upload: '이미지 업로드',
      uploading: '업로드 중...',
      uploadFailed: '이미지 업로드 실패',
      uploadTooLarge: '이미지 파일은 {limit} 이하만 올릴 수 있습니다. 더 작은 파일을 골라 주세요.',
      content: '본문',
      published: '공개',
      publishedAt: '게시일 (자카르타 시간)',
      publishedAtHint: '비워 두면 처음 공개할 때의 시각이 들어가고, 이후 수정하거나 비공개로 바꿔도 유지됩니다. 오래된 이야기는 날짜를 직접 넣으세요.',
      author: '작성자',
    },
    publishedOn: '게시일 {date}',
    draft: '아직 게시 전',
  },
};
