import { useEffect, useState } from 'react';
import type { Assignee } from '#domain/inquiry/handling.ts';
import { adminFetch } from '../api.ts';

export interface Desk {
  /** Who inquiries can be given to. */
  assignees: Assignee[];
  /** Whether replies can be e-mailed (mail is set up on the server). */
  mail: boolean;
}

/** GET /api/admin/desk, asked once per tab; nobody and no mail until it answers or when it fails. */
export function useDesk(): Desk {
  const [desk, setDesk] = useState<Desk>({ assignees: [], mail: false });
  useEffect(() => {
    let current = true;
    adminFetch<Desk>('GET', '/api/admin/desk').then(
      (answer) => current && setDesk(answer),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return desk;
}
