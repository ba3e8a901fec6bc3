import { useState } from 'react';
import { fill, type AdminStrings } from '#data/admin/app/index.ts';
import type { AdminAccount } from '#domain/admin-access.ts';
import { showToast } from '#stores/toast.ts';
import { adminFetch, errorMessage } from '../api.ts';
import ConfirmDialog from '../ConfirmDialog.tsx';
import { buttonClass } from '../ui.ts';

interface Props {
  account: AdminAccount;
  strings: AdminStrings['twoFactor'];
  onReset: (account: AdminAccount) => void;
}

/** An owner resets the second factor of someone who lost their phone and codes (asked first: it signs them out). */
export default function ResetTwoFactor({ account, strings, onReset }: Props) {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function reset() {
    setBusy(true);
    setFailure(null);
    try {
      await adminFetch('DELETE', `/api/admin/accounts/${account.id}/two-factor`);
      setOpen(false);
      onReset({ ...account, twoFactor: false });
      showToast({ title: fill(strings.resetDone, { username: account.username }) });
    } catch (error) {
      setFailure(errorMessage(error, strings.failed));
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <button type="button" className={buttonClass('quietDanger')} onClick={() => setOpen(true)}>{strings.reset}</button>
      <ConfirmDialog open={open} title={strings.resetTitle} text={fill(strings.resetConfirm, { username: account.username })} confirm={strings.reset} cancel={strings.cancel} busy={busy} failure={failure} onConfirm={() => void reset()} onCancel={() => setOpen(false)} />
    </>
  );
}
