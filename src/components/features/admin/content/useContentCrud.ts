import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { versionEtag } from '#domain/edit-version.ts';
import { showToast } from '#stores/toast.ts';
import { adminFetch, AdminApiError, errorMessage } from '../api.ts';
import type { ResourceStrings } from '#data/admin/content/index.ts';
import { needsTranslation, type FieldStatuses } from '#domain/content/translation-status.ts';
import type { TranslationLocale } from '#domain/content/translations.ts';
import { matchesQuery, type Editor, type FieldErrors } from './forms.ts';
import type { ContentDraft } from '#domain/content/api.ts';
import { fromAdminLocal, toAdminLocal } from '../format.ts';
import { baseVersion, draftsPath, previewLinks, withDraftText } from './drafts.ts';

/** What every content item carries for conditional writes and the "changed by" notices. */
export interface VersionedItem {
  id: number;
  version: number;
  updatedBy: Editor;
  updatedAt: string;
  /** Per language and field: current, stale or missing (the lists' badges and filter). */
  translationStatus: FieldStatuses<string>;
  /** The pending draft (the live item stays as it is until it is published). */
  draft?: ContentDraft | null;
}

/** The item as it is now, from a 412 answer (someone else changed it since it was opened). */
function currentOf<Item extends VersionedItem>(error: unknown): Item | undefined {
  if (!(error instanceof AdminApiError) || error.status !== 412) return undefined;
  const current = (error.body as { current?: Item } | undefined)?.current;
  return current && typeof current.id === 'number' && typeof current.version === 'number' ? current : undefined;
}

export type ListStatus = 'loading' | 'ready' | 'error';

/** A tab's list: every item, those matching the search and filter, the search text, the load status. */
export interface ListState {
  items: readonly unknown[];
  shown: readonly unknown[];
  query: string;
  setQuery: (query: string) => void;
  /** Only the items that need a translation into this language (null: every item). */
  needs: TranslationLocale | null;
  setNeeds: (locale: TranslationLocale | null) => void;
  status: ListStatus;
  retry: () => void;
}

export interface CrudOptions<Item extends VersionedItem, Form> {
  /** Collection path, e.g. /api/admin/notices. */
  path: string;
  strings: ResourceStrings;
  /** The revisions panel's messages. */
  historyStrings: { restored: string; restoreFailed: string };
  /** The draft actions' messages. */
  draftStrings: { saved: string; discarded: string; failed: string; discardChanged: string };
  genericError: string;
  toForm: (item: Item | null) => Form;
  toInput: (form: Form) => unknown;
  /** Client-side checks before sending (the Korean original's required fields). */
  validate: (form: Form) => FieldErrors;
  /** The texts the list's search looks in (title, body, category …). */
  searchTexts: (item: Item) => readonly (string | null | undefined)[];
}

/**
 * One content tab's state: the list (loaded on mount, reloaded after every change), the create/edit
 * dialog (mode, form, field errors, saving) and the delete confirmation. After a successful create,
 * update or delete the list reloads and the dialog closes and resets. An update or delete names the
 * version it was made on; when someone else changed the item first (412), nothing is lost: the dialog
 * keeps the typed text and asks whether to load the newer version or save over it deliberately.
 */
export function useContentCrud<Item extends VersionedItem, Form>(options: CrudOptions<Item, Form>) {
  const { path, strings, genericError, historyStrings } = options;
  const optionsRef = useRef(options);
  optionsRef.current = options;

  const [items, setItems] = useState<readonly Item[]>([]);
  const [status, setStatus] = useState<ListStatus>('loading');
  const [editing, setEditing] = useState<Item | null>(null);
  const [mode, setMode] = useState<'closed' | 'create' | 'edit'>('closed');
  const [form, setForm] = useState<Form>(() => options.toForm(null));
  /** Bumped on every open, so editors (uncontrolled) start over from the form's value. */
  const [formKey, setFormKey] = useState(0);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  /** A failed save other than field errors, also shown inside the dialog (the toaster sits behind the modal). */
  const [failure, setFailure] = useState<string | null>(null);
  /** The item as it is now on the server, when it changed since the dialog opened. */
  const [conflict, setConflict] = useState<Item | null>(null);
  /** Whether that conflict came from a draft action (then "save mine" saves the draft, never publishes). */
  const [conflictAbout, setConflictAbout] = useState<'item' | 'draft'>('item');
  const [deleting, setDeleting] = useState<Item | null>(null);
  /** The delete question's item changed since the list was loaded (the question then says so). */
  const [deleteChanged, setDeleteChanged] = useState(false);
  const [removing, setRemoving] = useState(false);
  const [removeFailure, setRemoveFailure] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const [needs, setNeeds] = useState<TranslationLocale | null>(null);
  /** Counts deletions, so the tab's trash asks again. */
  const [deletions, setDeletions] = useState(0);
  /** The draft's publication time as typed (`datetime-local`, the administrator's time zone; '' for none). */
  const [publishAt, setPublishAt] = useState('');
  /** The preview link token of the open draft, once asked for. */
  const [preview, setPreview] = useState<{ token: string; expiresAt: string } | null>(null);
  const shown = useMemo(
    () => items.filter((item) => (needs === null || needsTranslation(item.translationStatus, needs)) && matchesQuery(query, optionsRef.current.searchTexts(item))),
    [items, query, needs],
  );

  const reload = useCallback(async () => {
    try {
      const rows = await adminFetch<Item[]>('GET', path);
      setItems(Array.isArray(rows) ? rows : []);
      setStatus('ready');
    } catch {
      setStatus((current) => (current === 'ready' ? current : 'error'));
    }
  }, [path]);

  useEffect(() => {
    void reload();
  }, [reload]);

  const retry = () => {
    setStatus('loading');
    void reload();
  };

  const open = (item: Item | null) => {
    setEditing(item);
    setForm(optionsRef.current.toForm(item && withDraftText(item)));
    setErrors({});
    setFailure(null);
    setConflict(null);
    setPublishAt(toAdminLocal(item?.draft?.publishAt ?? null));
    setPreview(null);
    setFormKey((k) => k + 1);
    setMode(item ? 'edit' : 'create');
  };

  const close = () => {
    if (saving) return;
    setMode('closed');
    setEditing(null);
    setErrors({});
  };

  /** A failed write: the newer version (412), the fields' errors (400), or the message in the dialog and a toast. */
  const failed = (error: unknown, title: string, about: 'item' | 'draft' = 'item') => {
    const current = currentOf<Item>(error);
    if (current) {
      setErrors({});
      setConflict(current);
      setConflictAbout(about);
    } else if (error instanceof AdminApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
      setErrors(error.fields);
    } else {
      const description = errorMessage(error, genericError);
      setErrors({});
      setFailure(`${title}: ${description}`);
      showToast({ title, description, variant: 'destructive' });
    }
  };

  /**
   * Saves (publishes) the form; an edit is made on `version` of `base`: the version the opened item
   * or its draft was made on, or the newer one when saving over it. The draft the dialog opened on
   * (saved at `draftSavedAt`) is published by it and goes; a draft saved meanwhile by someone else stays.
   */
  const save = async (base: Item | null = editing, version = base && baseVersion(base), draftSavedAt = base?.draft?.savedAt): Promise<boolean> => {
    const local = optionsRef.current.validate(form);
    if (Object.keys(local).length > 0) {
      setErrors(local);
      return false;
    }
    const creating = base === null;
    setFailure(null);
    setSaving(true);
    try {
      const input = optionsRef.current.toInput(form);
      if (creating) await adminFetch('POST', path, input);
      else {
        const query = draftSavedAt ? `?${new URLSearchParams({ draftSavedAt })}` : '';
        await adminFetch('PUT', `${path}/${base.id}${query}`, input, { ifMatch: versionEtag(version ?? base.version) });
      }
      setConflict(null);
      showToast(creating ? strings.created : strings.updated);
      setMode('closed');
      setEditing(null);
      setErrors({});
      setForm(optionsRef.current.toForm(null));
      await reload();
      return true;
    } catch (error) {
      failed(error, creating ? strings.createFailed : strings.updateFailed);
      return false;
    } finally {
      setSaving(false);
    }
  };

  /** Runs a draft action; the dialog then shows the item as the server answers it (it stays open). */
  const draftAction = async (request: () => Promise<Item>, done: string, reopen: boolean) => {
    setFailure(null);
    setSaving(true);
    try {
      const item = await request();
      setEditing(item);
      setMode('edit');
      setConflict(null);
      setErrors({});
      if (reopen) {
        setForm(optionsRef.current.toForm(withDraftText(item)));
        setPublishAt(toAdminLocal(item.draft?.publishAt ?? null));
        setFormKey((k) => k + 1);
      }
      setPreview(null);
      showToast({ title: done });
      await reload();
    } catch (error) {
      const current = currentOf<Item>(error);
      if (reopen && current) {
        // A discard refused (the draft changed meanwhile): show the draft as it is now, and say so.
        showCurrentDraft(current);
        setFailure(optionsRef.current.draftStrings.discardChanged);
      } else {
        failed(error, optionsRef.current.draftStrings.failed, 'draft');
      }
    } finally {
      setSaving(false);
    }
  };

  /**
   * Saves the form as the item's draft (a new item: stored unpublished with it); the live item is
   * untouched. Made on `base` (the opened item, or the newer one when saving over it): its version and
   * the draft it had, so a draft someone else saved meanwhile is never replaced unseen.
   */
  const saveDraft = async (base: Item | null = editing) => {
    const local = optionsRef.current.validate(form);
    if (Object.keys(local).length > 0) return setErrors(local);
    const body = { ...(optionsRef.current.toInput(form) as object), publishAt: fromAdminLocal(publishAt) };
    await draftAction(
      () =>
        base
          ? adminFetch<Item>('PUT', `${draftsPath(path)}/${base.id}`, { ...body, draftSavedAt: base.draft?.savedAt ?? null }, { ifMatch: versionEtag(baseVersion(base)) })
          : adminFetch<Item>('POST', draftsPath(path), body),
      optionsRef.current.draftStrings.saved,
      false,
    );
  };

  const discardDraft = async () => {
    const base = editing;
    const savedAt = base?.draft?.savedAt;
    if (base && savedAt) {
      const url = `${draftsPath(path)}/${base.id}?${new URLSearchParams({ draftSavedAt: savedAt })}`;
      await draftAction(() => adminFetch<Item>('DELETE', url), optionsRef.current.draftStrings.discarded, true);
    }
  };

  /** The dialog shows the item and its draft as they are now (what was typed is given up, by choice). */
  const showCurrentDraft = (item: Item) => {
    setEditing(item);
    setForm(optionsRef.current.toForm(withDraftText(item)));
    setPublishAt(toAdminLocal(item.draft?.publishAt ?? null));
    setFormKey((k) => k + 1);
    setConflict(null);
  };

  const makePreview = async () => {
    if (!editing?.draft) return;
    try {
      setPreview(await adminFetch<{ token: string; expiresAt: string }>('POST', `${draftsPath(path)}/${editing.id}/preview`));
    } catch (error) {
      failed(error, optionsRef.current.draftStrings.failed);
    }
  };

  /** Takes the newer version into the dialog: what was typed there is given up, by choice. */
  const reloadConflict = () => {
    if (conflict) showCurrentDraft(conflict);
  };

  /** The dialog shows an item as it is now (a restored revision), as if just opened. */
  const showCurrent = (item: Item) => {
    setEditing(item);
    setForm(optionsRef.current.toForm(item));
    setFormKey((k) => k + 1);
    setConflict(null);
    void reload();
  };

  /** Saves what was typed over the newer version (or as the draft over the newer draft), deliberately. */
  const overwriteConflict = async () => {
    if (!conflict) return;
    const newer = conflict;
    const opened = editing?.draft?.savedAt;
    setEditing(newer);
    if (conflictAbout === 'draft') await saveDraft(newer);
    else await save(newer, newer.version, opened);
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setRemoving(true);
    setRemoveFailure(null);
    try {
      await adminFetch('DELETE', `${path}/${deleting.id}`, undefined, { ifMatch: versionEtag(deleting.version) });
      setDeletions((n) => n + 1);
      showToast(strings.deleted);
      // The list drops the row before the confirmation closes, so focus goes to the tab heading
      // rather than to the removed row's button.
      await reload();
      setDeleting(null);
    } catch (error) {
      const current = currentOf<Item>(error);
      if (current) {
        // Changed since the list was loaded: ask again about the item as it is now.
        setDeleting(current);
        setDeleteChanged(true);
        await reload();
        return;
      }
      const description = errorMessage(error, genericError);
      setRemoveFailure(`${strings.deleteFailed}: ${description}`);
      showToast({ title: strings.deleteFailed, description, variant: 'destructive' });
      // A 404 means someone else deleted it: the list catches up and the dialog closes.
      if (error instanceof AdminApiError && error.status === 404) {
        await reload();
        setDeleting(null);
      }
    } finally {
      setRemoving(false);
    }
  };

  return {
    list: { items, shown, query, setQuery, needs, setNeeds, status, retry },
    dialog: {
      mode, editing, form, setForm, formKey, errors, setErrors, failure, saving, openNew: () => open(null), openEdit: (item: Item) => open(item), close,
      save: () => save(),
      draft: {
        pending: mode === 'edit' ? editing?.draft ?? null : null,
        publishAt,
        setPublishAt,
        save: saveDraft,
        discard: discardDraft,
        makePreview,
        preview: preview && editing ? { links: previewLinks(path.split('/').at(-1) ?? '', editing.id, preview.token), expiresAt: preview.expiresAt } : null,
      },
      conflict: conflict && {
        about: conflictAbout,
        // A draft conflict names who saved the draft there is now (else who last changed the item).
        who: conflictAbout === 'draft' && conflict.draft ? conflict.draft.savedBy : conflict.updatedBy?.username ?? null,
        when: conflictAbout === 'draft' && conflict.draft ? conflict.draft.savedAt : conflict.updatedAt,
        reload: reloadConflict,
        overwrite: overwriteConflict,
      },
      history:
        editing && mode === 'edit'
          ? {
              path: `${path}/${editing.id}/revisions`,
              current: editing as unknown as { version: number } & Record<string, unknown>,
              title: optionsRef.current.searchTexts(editing)[0] ?? '',
              strings: { restored: historyStrings.restored, restoreFailed: historyStrings.restoreFailed, genericError },
              restored: (item: unknown) => showCurrent(item as Item),
            }
          : null,
    },
    trash: { kind: path.split('/').at(-1) ?? '', changes: deletions, onRestored: () => void reload() },
    remove: {
      target: deleting,
      /** The item changed since the list was loaded: the question says by whom and when. */
      changed: deleteChanged,
      busy: removing,
      failure: removeFailure,
      ask: (item: Item) => {
        setRemoveFailure(null);
        setDeleteChanged(false);
        setDeleting(item);
      },
      cancel: () => {
        if (!removing) setDeleting(null);
      },
      confirm: confirmDelete,
    },
  };
}

/** What useContentCrud returns for a tab's items (the delete part does not depend on the form). */
export type ContentCrud<Item extends VersionedItem, Form = unknown> = ReturnType<typeof useContentCrud<Item, Form>>;
