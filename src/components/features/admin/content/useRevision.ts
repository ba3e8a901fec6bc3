import { useState } from 'react';
import { versionEtag } from '#domain/edit-version.ts';
import { showToast } from '#stores/toast.ts';
import { adminFetch, errorMessage } from '../api.ts';
import { changedTexts, type FieldChange } from './history.ts';

/** What the edit dialog hands its revisions panel (useContentCrud's `dialog.history`). */
export interface HistoryState {
  /** `/api/admin/<kind>/<id>/revisions` */
  path: string;
  /** The item as the dialog opened it (the current version). */
  current: { version: number } & Record<string, unknown>;
  title: string;
  strings: { restored: string; restoreFailed: string; genericError: string };
  /** After a restore: the item as it is now (the dialog shows it). */
  restored: (item: unknown) => void;
}

/** A revisions panel's actions: compare one kept version with the current text, restore one. */
export function useRevision(history: HistoryState, fields: readonly string[], reloadList: () => void) {
  const [comparing, setComparing] = useState<number | null>(null);
  const [changes, setChanges] = useState<FieldChange[] | null>(null);
  const [restoring, setRestoring] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  async function toggleCompare(version: number) {
    if (comparing === version) {
      setComparing(null);
      return;
    }
    setComparing(version);
    setChanges(null);
    const older = await adminFetch<Record<string, unknown>>('GET', `${history.path}/${version}`);
    setChanges(changedTexts(older, history.current, fields));
  }

  async function restore(version: number): Promise<boolean> {
    setRestoring(true);
    setFailure(null);
    try {
      const item = await adminFetch('POST', `${history.path}/${version}/restore`, undefined, { ifMatch: versionEtag(history.current.version) });
      showToast({ title: history.strings.restored });
      history.restored(item);
      setComparing(null);
      reloadList();
      return true;
    } catch (error) {
      setFailure(`${history.strings.restoreFailed}: ${errorMessage(error, history.strings.genericError)}`);
      return false;
    } finally {
      setRestoring(false);
    }
  }

  return { comparing, changes, toggleCompare, restoring, failure, restore };
}
