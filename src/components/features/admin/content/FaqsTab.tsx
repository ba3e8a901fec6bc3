import { CONTENT_LIMITS } from '#domain/content/fields.ts';
import ConfirmDelete from './ConfirmDelete.tsx';
import LastEdited from './LastEdited.tsx';
import ContentDialog from './ContentDialog.tsx';
import ContentList, { ContentRow } from './ContentList.tsx';
import { CheckboxField, SelectField, TextField } from './Fields.tsx';
import { bcp47 } from './LanguageTabs.tsx';
import type { ContentTabProps } from './NoticesTab.tsx';
import RichField from './RichField.tsx';
import TranslationBadges from './TranslationBadges.tsx';
import { faqForm, faqInput, faqTextFields, requireKorean, textErrorKey, textPreview, type Faq, type FaqForm } from './forms.ts';
import { dialogTracking, localeStatuses } from './translationStatus.ts';
import { badgeClass } from '../ui.ts';
import { uploadImage } from './uploads.ts';
import { useLinkedItem } from './useLinkedItem.ts';
import { useContentCrud } from './useContentCrud.ts';

/** FAQs: list (category and private badges, question, answer preview) and the create/edit dialog. */
export default function FaqsTab({ strings }: ContentTabProps) {
  const s = strings.faqs;
  const common = strings.common;
  const { list, dialog, remove, trash } = useContentCrud<Faq, FaqForm>({
    path: '/api/admin/faqs',
    strings: s,
    historyStrings: common.history,
    draftStrings: common.drafts,
    genericError: common.genericError,
    toForm: (faq) => faqForm(faq, s.categories[0] ?? '일반'),
    toInput: faqInput,
    validate: (form) => requireKorean(form.texts, faqTextFields, common.required),
    searchTexts: (faq) => [faq.question, faq.answer, faq.category],
  });
  useLinkedItem('faqs', list.items, dialog.openEdit);
  const { form, setForm, errors } = dialog;
  const set = (patch: Partial<FaqForm>) => setForm({ ...form, ...patch });
  const setText = (locale: keyof FaqForm['texts'], field: 'question' | 'answer', value: string) =>
    setForm((prev) => ({ ...prev, texts: { ...prev.texts, [locale]: { ...prev.texts[locale], [field]: value } } }));
  const categories = s.categories.map((value) => ({ value, label: value }));

  return (
    <>
      <ContentList strings={s} common={common} list={list} trash={trash} onNew={dialog.openNew}>
        {list.shown.map((faq) => (
          <ContentRow
            key={faq.id}
            title={faq.question}
            common={common}
            badges={
              <>
                <span className={`${badgeClass} bg-brand-50 text-brand-800`}>{faq.category}</span>
                {!faq.isPublished && <span className={`${badgeClass} bg-slate-700 text-white`}>{common.privateBadge}</span>}
              </>
            }
            preview={textPreview(faq.answer)}
            meta={
              <>
                <span>{s.fields.order} {faq.order}</span>
                <LastEdited item={faq} strings={common} />
              </>
            }
            translations={<TranslationBadges statuses={localeStatuses(faq.translationStatus)} strings={common} />}
            draft={faq.draft}
            onEdit={() => dialog.openEdit(faq)}
            onDelete={() => remove.ask(faq)}
          />
        ))}
      </ContentList>
      <ContentDialog
        state={dialog}
        titles={s}
        common={common}
        tracking={dialogTracking(faqTextFields, dialog.editing, form, setForm)}
        fields={faqTextFields}
        fieldLabels={{ question: s.fields.question, answer: s.fields.answer }}
        texts={form.texts}
        renderTexts={(locale, id) => (
          <>
            <TextField id={`${id}-question`} label={s.fields.question} lang={bcp47[locale]} required={locale === 'ko'} initialFocus={locale === 'ko'} maxLength={CONTENT_LIMITS.faqQuestion} value={form.texts[locale].question} onChange={(v) => setText(locale, 'question', v)} error={errors[textErrorKey(locale, 'question')]} />
            <RichField locale={locale} id={`${id}-answer`} label={s.fields.answer} lang={bcp47[locale]} value={form.texts[locale].answer} resetKey={dialog.formKey} onChange={(v) => setText(locale, 'answer', v)} uploadImage={uploadImage} strings={strings.editor} loadingText={common.editorLoading} error={errors[textErrorKey(locale, 'answer')]} />
          </>
        )}
      >
        <div className="grid gap-4 sm:grid-cols-2">
          <SelectField id="faq-category" label={s.fields.category} value={form.category} onChange={(category) => set({ category })} options={categories} error={errors['category']} />
          <TextField id="faq-order" type="number" label={s.fields.order} hint={s.fields.orderHint} inputMode="numeric" value={form.order} onChange={(order) => set({ order })} error={errors['order']} />
        </div>
        <CheckboxField id="faq-published" label={s.fields.published} checked={form.isPublished} onChange={(isPublished) => set({ isPublished })} />
      </ContentDialog>
      <ConfirmDelete remove={remove} nameOf={(item) => item.question} strings={common} />
    </>
  );
}

