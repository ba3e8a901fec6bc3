import { useEffect, useState } from 'react';
import type { Assignee } from '#domain/inquiry/handling.ts';
import { adminFetch } from '../api.ts';

/** Who inquiries can be given to (GET /api/admin/assignees), asked once per tab; empty until it answers or when it fails. */
export function useAssignees(): Assignee[] {
  const [assignees, setAssignees] = useState<Assignee[]>([]);
  useEffect(() => {
    let current = true;
    adminFetch<{ assignees: Assignee[] }>('GET', '/api/admin/assignees').then(
      (answer) => current && setAssignees(answer.assignees),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return assignees;
}
