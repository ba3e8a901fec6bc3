import { CONTENT_LIMITS } from '#domain/content/fields.ts';
import type { ContentStrings } from '#data/admin/content/index.ts';
import ConfirmDelete from './ConfirmDelete.tsx';
import LastEdited from './LastEdited.tsx';
import ContentDialog from './ContentDialog.tsx';
import ContentList, { ContentRow } from './ContentList.tsx';
import { CheckboxField, SelectField, TextField } from './Fields.tsx';
import { bcp47 } from './LanguageTabs.tsx';
import RichField from './RichField.tsx';
import TranslationBadges from './TranslationBadges.tsx';
import { noticeForm, noticeInput, noticeTextFields, requireKorean, textErrorKey, textPreview, type Notice, type NoticeForm } from './forms.ts';
import SeoFields from './SeoFields.tsx';
import SeoDescriptionField from './SeoDescriptionField.tsx';
import { formatDate, formatNumber } from '../format.ts';
import { dialogTracking, localeStatuses } from './translationStatus.ts';
import { badgeClass } from '../ui.ts';
import { uploadImage } from './uploads.ts';
import { useLinkedItem } from './useLinkedItem.ts';
import { useContentCrud } from './useContentCrud.ts';

type NoticeText = (typeof noticeTextFields)[number];
/** The Korean fields a notice cannot be saved without (the SEO description is optional). */
const requiredNoticeFields: readonly NoticeText[] = ['title', 'content'];

export interface ContentTabProps {
  strings: ContentStrings;
  admin: { id: number; username: string };
}

/** Notices: list (pinned and private badges, preview, author, date, views) and the create/edit dialog. */
export default function NoticesTab({ strings, admin }: ContentTabProps) {
  const s = strings.notices;
  const common = strings.common;
  const { list, dialog, remove, trash } = useContentCrud<Notice, NoticeForm>({
    path: '/api/admin/notices',
    strings: s,
    historyStrings: common.history,
    draftStrings: common.drafts,
    genericError: common.genericError,
    toForm: (notice) => noticeForm(notice, admin.username),
    toInput: noticeInput,
    validate: (form) => ({ ...requireKorean(form.texts, requiredNoticeFields, common.required), ...(form.author.trim() === '' ? { author: common.required } : {}) }),
    searchTexts: (n) => [n.title, n.content, n.author, s.categories[n.category] ?? n.category],
  });
  useLinkedItem('notices', list.items, dialog.openEdit);
  const { form, setForm, errors } = dialog;
  const set = (patch: Partial<NoticeForm>) => setForm({ ...form, ...patch });
  const setText = (locale: keyof NoticeForm['texts'], field: NoticeText, value: string) =>
    setForm((prev) => ({ ...prev, texts: { ...prev.texts, [locale]: { ...prev.texts[locale], [field]: value } } }));
  const categories = Object.entries(s.categories).map(([value, label]) => ({ value, label }));

  return (
    <>
      <ContentList strings={s} common={common} list={list} trash={trash} onNew={dialog.openNew}>
        {list.shown.map((n) => (
          <ContentRow
            key={n.id}
            title={n.title}
            common={common}
            badges={
              <>
                {n.isPinned && <span className={`${badgeClass} bg-brand-700 text-white`}>{s.pinnedBadge}</span>}
                {!n.isPublished && <span className={`${badgeClass} bg-slate-700 text-white`}>{common.privateBadge}</span>}
                {n.isImportant && <span className={`${badgeClass} bg-accent-50 text-accent-700`}>{s.importantBadge}</span>}
                <span className={`${badgeClass} bg-slate-100 text-slate-800`}>{s.categories[n.category] ?? n.category}</span>
              </>
            }
            preview={textPreview(n.content)}
            meta={
              <>
                <span>{s.author} {n.author}</span>
                <span>{common.createdAt} <time dateTime={n.createdAt}>{formatDate(n.createdAt)}</time></span>
                <span>{common.views} {formatNumber(n.views)}</span>
                <LastEdited item={n} strings={common} />
              </>
            }
            translations={<TranslationBadges statuses={localeStatuses(n.translationStatus)} strings={common} />}
            draft={n.draft}
            onEdit={() => dialog.openEdit(n)}
            onDelete={() => remove.ask(n)}
          />
        ))}
      </ContentList>
      <ContentDialog
        state={dialog}
        titles={s}
        common={common}
        tracking={dialogTracking(noticeTextFields, dialog.editing, form, setForm)}
        fields={noticeTextFields}
        fieldLabels={{ title: s.fields.title, content: s.fields.content, description: strings.seo.description }}
        texts={form.texts}
        renderTexts={(locale, id) => (
          <>
            <TextField id={`${id}-title`} label={s.fields.title} lang={bcp47[locale]} required={locale === 'ko'} initialFocus={locale === 'ko'} maxLength={CONTENT_LIMITS.noticeTitle} value={form.texts[locale].title} onChange={(v) => setText(locale, 'title', v)} error={errors[textErrorKey(locale, 'title')]} />
            <RichField locale={locale} id={`${id}-content`} label={s.fields.content} lang={bcp47[locale]} value={form.texts[locale].content} resetKey={dialog.formKey} onChange={(v) => setText(locale, 'content', v)} uploadImage={uploadImage} strings={strings.editor} loadingText={common.editorLoading} error={errors[textErrorKey(locale, 'content')]} />
            <SeoDescriptionField id={`${id}-description`} lang={bcp47[locale]} hint={strings.seo.noticeDescriptionHint} value={form.texts[locale].description} onChange={(v) => setText(locale, 'description', v)} error={errors[textErrorKey(locale, 'description')]} strings={strings.seo} />
          </>
        )}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField id="notice-author" label={s.fields.author} required maxLength={CONTENT_LIMITS.noticeAuthor} value={form.author} onChange={(author) => set({ author })} error={errors['author']} />
          <SelectField id="notice-category" label={s.fields.category} value={form.category} onChange={(category) => set({ category })} options={categories} error={errors['category']} />
        </div>
        <div className="flex flex-wrap gap-x-6 gap-y-1">
          <CheckboxField id="notice-pinned" label={s.fields.pinned} checked={form.isPinned} onChange={(isPinned) => set({ isPinned })} />
          <CheckboxField id="notice-important" label={s.fields.important} checked={form.isImportant} onChange={(isImportant) => set({ isImportant })} />
          <CheckboxField id="notice-published" label={s.fields.published} checked={form.isPublished} onChange={(isPublished) => set({ isPublished })} />
        </div>
        <SeoFields id="notice-social-image" strings={strings.seo} imageHint={strings.seo.noticeImageHint} value={form.socialImage} onChange={(socialImage) => set({ socialImage })} error={errors['socialImage']} genericError={common.genericError} library={strings.editor.library} />
      </ContentDialog>
      <ConfirmDelete remove={remove} nameOf={(item) => item.title} strings={common} />
    </>
  );
}

