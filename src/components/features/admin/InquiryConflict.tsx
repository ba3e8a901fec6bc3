import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import ConfirmDialog from './ConfirmDialog.tsx';
import { formatDateTime, labelOf } from './format.ts';
import type { Inquiry, InquiryStatus } from './inquiries.ts';

/** A change the server refused (412) because the inquiry moved on: what was asked, and the inquiry as it is now. */
export type InquiryConflictState = { kind: 'status'; wanted: InquiryStatus; current: Inquiry } | { kind: 'delete'; current: Inquiry };

interface Props {
  conflict: InquiryConflictState | null;
  strings: AdminStrings['inquiries'];
  busy: boolean;
  /** Repeat the change on the version as it is now, deliberately. */
  onApply: (conflict: InquiryConflictState) => void;
  onKeep: () => void;
}

/**
 * Tells the person that someone else changed the inquiry since the list was loaded (who, when, to
 * what), with the list already showing it as it is; they keep that, or repeat their change over it.
 */
export default function InquiryConflict({ conflict, strings, busy, onApply, onKeep }: Props) {
  const c = strings.conflict;
  const current = conflict?.current;
  const text = current
    ? fill(c.text, {
        who: current.updatedBy ?? c.someone,
        when: current.statusUpdatedAt ? formatDateTime(current.statusUpdatedAt) : '—',
        status: labelOf(strings.statuses, current.status),
      })
    : '';
  const apply = conflict?.kind === 'status' ? fill(c.applyStatus, { status: labelOf(strings.statuses, conflict.wanted) }) : c.deleteAnyway;
  return (
    <ConfirmDialog
      open={conflict !== null}
      title={c.title}
      text={text}
      confirm={apply}
      cancel={c.keep}
      busy={busy}
      onConfirm={() => conflict && onApply(conflict)}
      onCancel={onKeep}
    />
  );
}
