import { useRef, useState } from 'react';
import { fillPlaceholders, type ReplyTemplate } from '#domain/inquiry/reply-templates.ts';
import { typedOver } from './useReplyTemplates.ts';

/**
 * A reply's subject and text, and putting a template into them with `{name}` and `{reference}`
 * filled: at once while they hold only what the form put there (or nothing); otherwise the template
 * waits in `pending` until the person confirms replacing what they typed, so it is never lost unasked.
 */
export function useTemplateFill(initialSubject: string, target: { name: string; reference: string }) {
  const [subject, setSubject] = useState(initialSubject);
  const [body, setBody] = useState('');
  const [chosen, setChosen] = useState<number | null>(null);
  const [pending, setPending] = useState<ReplyTemplate | null>(null);
  const placed = useRef({ subject: initialSubject, body: '' });

  function put(template: ReplyTemplate) {
    const next = { subject: fillPlaceholders(template.subject, target), body: fillPlaceholders(template.body, target) };
    placed.current = next;
    setSubject(next.subject);
    setBody(next.body);
    setChosen(template.id);
    setPending(null);
  }

  function pick(template: ReplyTemplate) {
    if (typedOver({ subject, body }, placed.current)) setPending(template);
    else put(template);
  }

  return { subject, setSubject, body, setBody, chosen, pending, pick, replace: () => pending && put(pending), keep: () => setPending(null) };
}
