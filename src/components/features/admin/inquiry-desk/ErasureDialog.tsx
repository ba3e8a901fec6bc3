import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import ConfirmDialog from '../ConfirmDialog.tsx';
import type { useInquiryActions } from '../useInquiryActions.ts';

interface Props {
  erasure: ReturnType<typeof useInquiryActions>['erasure'];
  strings: AdminStrings['inquiries'];
  busyId: number | null;
}

/** The question before an inquiry is erased, the same on the list and on an inquiry's own page. */
export default function ErasureDialog({ erasure, strings, busyId }: Props) {
  return (
    <ConfirmDialog
      open={erasure.target !== null}
      title={strings.confirmTitle}
      text={fill(strings.confirmText, { name: erasure.target?.name ?? '' })}
      confirm={strings.confirm}
      cancel={strings.cancel}
      busy={erasure.target !== null && busyId === erasure.target.id}
      onConfirm={erasure.confirm}
      onCancel={erasure.cancel}
    />
  );
}
