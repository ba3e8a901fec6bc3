import type { Widen } from '#i18n/types.ts';
import type { contentKo } from './ko.ts';

/** Every text of the admin content tabs and the media library in one language: a complete record of the Korean reference. */
export type ContentStrings = Widen<typeof contentKo>;

export type SeoStrings = ContentStrings['seo'];
export type MediaStrings = ContentStrings['media'];

/** A toast's text: notices and FAQs show a title only, CSR posts '성공' plus a line. */
interface ToastText {
  title: string;
  description?: string;
}

/** What the list and the create/edit/delete hook of every content tab (notices, FAQs, CSR posts) read of the tab's texts. */
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
