import { useState, type SubmitEvent } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import { versionEtag } from '#domain/edit-version.ts';
import type { ReplyTemplate } from '#domain/inquiry/reply-templates.ts';
import type { Locale } from '#i18n/locales.ts';
import { AdminApiError, adminFetch, errorMessage } from '../api.ts';
import { TEMPLATES_ENDPOINT } from './useReplyTemplates.ts';

export type TemplateValues = Pick<ReplyTemplate, 'locale' | 'name' | 'subject' | 'body'>;

/**
 * Creating or changing one template: the values, the server's message for each field, and the version
 * the change starts from. When someone else saved it first (412) the person's text stays, they are
 * told who did, and saving again deliberately replaces that version.
 */
export function useTemplateForm(template: ReplyTemplate | null, locale: Locale, strings: AdminStrings['inquiries']['handling']['templates'], onSaved: (saved: ReplyTemplate) => void) {
  const [values, setValues] = useState<TemplateValues>(template ?? { locale, name: '', subject: '', body: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [failure, setFailure] = useState<string>();
  const [version, setVersion] = useState(template?.version);
  const [busy, setBusy] = useState(false);

  async function submit(event: SubmitEvent<HTMLFormElement>) {
    event.preventDefault();
    setBusy(true);
    setErrors({});
    setFailure(undefined);
    try {
      const saved = template
        ? await adminFetch<ReplyTemplate>('PUT', `${TEMPLATES_ENDPOINT}/${template.id}`, values, { ifMatch: versionEtag(version ?? template.version) })
        : await adminFetch<ReplyTemplate>('POST', TEMPLATES_ENDPOINT, values);
      onSaved(saved);
    } catch (caught) {
      const current = caught instanceof AdminApiError && caught.status === 412 ? (caught.body as { current?: ReplyTemplate }).current : undefined;
      if (current) setVersion(current.version);
      if (caught instanceof AdminApiError && Object.keys(caught.fields).length > 0) setErrors({ ...caught.fields });
      else setFailure(current ? fill(strings.conflict, { who: current.updatedBy ?? strings.someone }) : errorMessage(caught, strings.failed));
      setBusy(false);
    }
  }

  const set = (field: keyof TemplateValues) => (value: string) => setValues((v) => ({ ...v, [field]: value }));
  const start = template ?? { locale, name: '', subject: '', body: '' };
  const dirty = (['locale', 'name', 'subject', 'body'] as const).some((field) => values[field] !== start[field]);
  return { values, set, errors, failure, busy, submit, dirty };
}
