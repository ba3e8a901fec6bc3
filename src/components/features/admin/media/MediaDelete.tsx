import { useState } from 'react';
import type { MediaStrings } from '#data/admin/content/index.ts';
import { fill } from '#data/admin/app/index.ts';
import type { MediaItem } from '#domain/media/api.ts';
import type { MediaUsage } from '#domain/media/usages.ts';
import { showToast } from '#stores/toast.ts';
import { AdminApiError, errorMessage } from '../api.ts';
import ConfirmDialog from '../ConfirmDialog.tsx';
import { deleteMedia } from '../content/mediaLibrary.ts';
import { formatDateTime } from '../format.ts';
import { usagePlace, usageSource, type UsageLabelStrings } from './usageLabels.ts';

interface Props {
  open: boolean;
  item: MediaItem;
  strings: MediaStrings;
  labels: UsageLabelStrings;
  onClose: () => void;
  onDeleted: () => void;
}

/** The delete question (into the trash); a refusal (still used: 409) says where, inside the dialog, and the list is read again on closing. */
export default function MediaDelete({ open, item, strings, labels, onClose, onDeleted }: Props) {
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const close = () => {
    // A refusal means the list was out of date: read it again.
    if (failure) onDeleted();
    setFailure(null);
    onClose();
  };
  async function confirm() {
    setBusy(true);
    setFailure(null);
    try {
      await deleteMedia(item.id);
      showToast({ title: strings.deleted });
      onClose();
      onDeleted();
    } catch (error) {
      const usages = error instanceof AdminApiError && error.status === 409 ? ((error.body as { usages?: MediaUsage[] })?.usages ?? []) : undefined;
      const where = (usage: MediaUsage) => {
        const copy = usageSource(usage, labels, formatDateTime);
        return `${strings.kinds[usage.kind]}: ${usagePlace(usage, labels)}${copy ? ` (${copy})` : ''}`;
      };
      setFailure(usages ? `${strings.inUse} ${usages.map(where).join(', ')}` : `${strings.deleteFailed}: ${errorMessage(error, strings.deleteFailed)}`);
    } finally {
      setBusy(false);
    }
  }
  return (
    <ConfirmDialog open={open} title={strings.deleteTitle} text={fill(strings.deleteText, { name: item.fileName })} confirm={strings.delete} confirmBusy={strings.deleting}
      cancel={strings.cancel} busy={busy} failure={failure} onCancel={close} onConfirm={() => void confirm()} />
  );
}
