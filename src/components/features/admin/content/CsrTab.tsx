import { CONTENT_LIMITS } from '#domain/content/fields.ts';
import { useStore } from '@nanostores/react';
import { csrCategories, csrCategoryBadge, csrCategoryLabel } from '#data/csr-categories.ts';
import { fill } from '#data/admin/app/index.ts';
import ConfirmDelete from './ConfirmDelete.tsx';
import ContentDialog from './ContentDialog.tsx';
import ContentList, { ContentRow } from './ContentList.tsx';
import ImageUrlField from './ImageUrlField.tsx';
import LastEdited from './LastEdited.tsx';
import { CheckboxField, SelectField, TextArea, TextField } from './Fields.tsx';
import { bcp47 } from './LanguageTabs.tsx';
import type { ContentTabProps } from './NoticesTab.tsx';
import RichField from './RichField.tsx';
import SeoDescriptionField from './SeoDescriptionField.tsx';
import SeoFields from './SeoFields.tsx';
import TranslationBadges from './TranslationBadges.tsx';
import { csrForm, csrInput, csrTextFields, requireKorean, textErrorKey, type CsrForm, type CsrPost } from './forms.ts';
import { formatDate, formatNumber } from '../format.ts';
import { $adminLocale } from '../language.ts';
import { dialogTracking, localeStatuses } from './translationStatus.ts';
import { badgeClass } from '../ui.ts';
import { uploadImage } from './uploads.ts';
import { useLinkedItem } from './useLinkedItem.ts';
import { useContentCrud } from './useContentCrud.ts';

type CsrText = (typeof csrTextFields)[number];
/** CSR title and content are required in Korean (the excerpt is optional). */
const requiredCsrFields: readonly CsrText[] = ['title', 'content'];

/** CSR posts: list (category and private badges, title, excerpt, publication date, author, views, last edit) and the create/edit dialog. */
export default function CsrTab({ strings }: ContentTabProps) {
  // Category names in the admin app's language (the stored value is the same in every language).
  const adminLocale = useStore($adminLocale);
  const categoryOptions = csrCategories.map((c) => ({ value: c.value, label: c.labels[adminLocale] }));
  const s = strings.csr;
  const common = strings.common;
  const { list, dialog, remove, trash } = useContentCrud<CsrPost, CsrForm>({
    path: '/api/admin/csr-posts',
    strings: s,
    historyStrings: common.history,
    draftStrings: common.drafts,
    genericError: common.genericError,
    toForm: (post) => csrForm(post, csrCategories[0].value),
    toInput: csrInput,
    validate: (form) => requireKorean(form.texts, requiredCsrFields, common.required),
    searchTexts: (post) => [post.title, post.excerpt, post.content, csrCategoryLabel(post.category, adminLocale)],
  });
  useLinkedItem('csr', list.items, dialog.openEdit);
  const { form, setForm, errors } = dialog;
  const set = (patch: Partial<CsrForm>) => setForm((prev) => ({ ...prev, ...patch }));
  const setText = (locale: keyof CsrForm['texts'], field: CsrText, value: string) =>
    setForm((prev) => ({ ...prev, texts: { ...prev.texts, [locale]: { ...prev.texts[locale], [field]: value } } }));

  return (
    <>
      <ContentList strings={s} common={common} list={list} trash={trash} onNew={dialog.openNew}>
        {list.shown.map((post) => (
          <ContentRow
            key={post.id}
            title={post.title}
            common={common}
            badges={
              <>
                <span className={`${badgeClass} ${csrCategoryBadge(post.category)}`}>{csrCategoryLabel(post.category, adminLocale)}</span>
                {!post.isPublished && <span className={`${badgeClass} bg-slate-700 text-white`}>{common.privateBadge}</span>}
              </>
            }
            preview={post.excerpt ?? ''}
            meta={
              <>
                <span>{post.publishedAt ? <time dateTime={post.publishedAt}>{fill(s.publishedOn, { date: formatDate(post.publishedAt) })}</time> : s.draft}</span>
                {post.author && <span>{s.fields.author} {post.author}</span>}
                <span>{common.views} {formatNumber(post.views)}</span>
                <LastEdited item={post} strings={common} />
              </>
            }
            translations={<TranslationBadges statuses={localeStatuses(post.translationStatus)} strings={common} />}
            draft={post.draft}
            onEdit={() => dialog.openEdit(post)}
            onDelete={() => remove.ask(post)}
          />
        ))}
      </ContentList>
      <ContentDialog
        state={dialog}
        titles={s}
        common={common}
        tracking={dialogTracking(csrTextFields, dialog.editing, form, setForm)}
        fields={csrTextFields}
        fieldLabels={{ title: s.fields.title, excerpt: s.fields.excerpt, content: s.fields.content, description: strings.seo.description }}
        texts={form.texts}
        renderTexts={(locale, id) => (
          <>
            <TextField id={`${id}-title`} label={s.fields.title} lang={bcp47[locale]} required={locale === 'ko'} initialFocus={locale === 'ko'} maxLength={CONTENT_LIMITS.csrTitle} value={form.texts[locale].title} onChange={(v) => setText(locale, 'title', v)} error={errors[textErrorKey(locale, 'title')]} />
            <TextArea id={`${id}-excerpt`} label={s.fields.excerpt} lang={bcp47[locale]} rows={2} maxLength={CONTENT_LIMITS.csrExcerpt} value={form.texts[locale].excerpt} onChange={(v) => setText(locale, 'excerpt', v)} error={errors[textErrorKey(locale, 'excerpt')]} />
            <RichField locale={locale} id={`${id}-content`} label={s.fields.content} lang={bcp47[locale]} value={form.texts[locale].content} resetKey={dialog.formKey} onChange={(v) => setText(locale, 'content', v)} uploadImage={uploadImage} strings={strings.editor} loadingText={common.editorLoading} error={errors[textErrorKey(locale, 'content')]} />
            <SeoDescriptionField id={`${id}-description`} lang={bcp47[locale]} hint={strings.seo.csrDescriptionHint} value={form.texts[locale].description} onChange={(v) => setText(locale, 'description', v)} error={errors[textErrorKey(locale, 'description')]} strings={strings.seo} />
          </>
        )}
      >
        <SelectField id="csr-category" label={s.fields.category} value={form.category} onChange={(category) => set({ category })} options={categoryOptions} error={errors['category']} />
        <ImageUrlField id="csr-featured-image" label={s.fields.featuredImage} hint={s.fields.featuredImageHint} value={form.featuredImage} onChange={(featuredImage) => set({ featuredImage })} error={errors['featuredImage']} strings={s.fields} genericError={common.genericError} library={strings.editor.library} />
        <CheckboxField id="csr-published" label={s.fields.published} checked={form.isPublished} onChange={(isPublished) => set({ isPublished })} />
        <TextField id="csr-published-at" type="datetime-local" label={s.fields.publishedAt} hint={s.fields.publishedAtHint} value={form.publishedAt} onChange={(publishedAt) => set({ publishedAt })} error={errors['publishedAt']} />
        <SeoFields id="csr-social-image" strings={strings.seo} imageHint={strings.seo.csrImageHint} value={form.socialImage} onChange={(socialImage) => set({ socialImage })} error={errors['socialImage']} genericError={common.genericError} library={strings.editor.library} />
      </ContentDialog>
      <ConfirmDelete remove={remove} nameOf={(item) => item.title} strings={common} />
    </>
  );
}

