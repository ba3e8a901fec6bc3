/**
 * The reply templates of the desk (GET /api/admin/reply-templates), asked once for the inquiries tab
 * and again after the manager changed one, so every open reply form offers the same list.
 */
import type { ReplyTemplate } from '#domain/inquiry/reply-templates.ts';
import { useAdminQuery } from '../useAdminQuery.ts';

export const TEMPLATES_ENDPOINT = '/api/admin/reply-templates';

export function useReplyTemplates() {
  const { state, reload } = useAdminQuery<{ templates: ReplyTemplate[] }>(TEMPLATES_ENDPOINT);
  return { state, list: state.status === 'ready' ? state.data.templates : [], reload };
}

/** The texts a reply form holds, and what the form itself last put there (the default subject, a template). */
interface Texts {
  subject: string;
  body: string;
}

/**
 * Whether the person typed something of their own that a template would replace: the texts differ
 * from what the form last put there, and are not both blank.
 */
export function typedOver(current: Texts, placed: Texts): boolean {
  const changed = current.subject !== placed.subject || current.body !== placed.body;
  return changed && (current.subject.trim() !== '' || current.body.trim() !== '');
}
