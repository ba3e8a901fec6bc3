import type { TranslationLocale } from '#domain/content/translations.ts';
import type { TranslationStatus } from '#domain/content/translation-status.ts';
import type { EditorStrings } from '../editor/index.ts';
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
