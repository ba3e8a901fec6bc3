import { useState } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import { versionEtag } from '#domain/edit-version.ts';
import type { ReplyTemplate } from '#domain/inquiry/reply-templates.ts';
import { showToast } from '#stores/toast.ts';
import { AdminApiError, adminFetch, errorMessage } from '../api.ts';
import { TEMPLATES_ENDPOINT } from './useReplyTemplates.ts';

/** Deleting a template once confirmed, at the version shown; when it changed meanwhile the list is read again and the reason shown. */
export function useTemplateDelete(strings: AdminStrings['inquiries']['handling']['templates'], reload: () => void, onDeleted: () => void) {
  const [target, setTarget] = useState<ReplyTemplate | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function confirm() {
    if (!target) return;
    setBusy(true);
    try {
      await adminFetch('DELETE', `${TEMPLATES_ENDPOINT}/${target.id}`, undefined, { ifMatch: versionEtag(target.version) });
      showToast({ title: strings.deleted });
      onDeleted();
      setTarget(null);
      reload();
    } catch (caught) {
      const current = caught instanceof AdminApiError && caught.status === 412 ? (caught.body as { current?: ReplyTemplate }).current : undefined;
      if (current) setTarget(current);
      setFailure(current ? fill(strings.deleteConflict, { who: current.updatedBy ?? strings.someone }) : errorMessage(caught, strings.deleteFailed));
      if (caught instanceof AdminApiError && (caught.status === 412 || caught.status === 404)) reload();
    } finally {
      setBusy(false);
    }
  }

  return { target, busy, failure, confirm, ask: (t: ReplyTemplate) => (setFailure(null), setTarget(t)), cancel: () => setTarget(null) };
}
