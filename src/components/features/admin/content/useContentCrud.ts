import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { showToast } from '../../../../stores/toast.ts';
import { adminFetch, AdminApiError, errorMessage } from '../api.ts';
import type { ResourceStrings } from '../../../../data/admin/content-ko.ts';
import { matchesQuery, type FieldErrors } from './forms.ts';

export type ListStatus = 'loading' | 'ready' | 'error';

/** A tab's list: every item, those matching the search, the search text, the load status. */
export interface ListState {
  items: readonly unknown[];
  shown: readonly unknown[];
  query: string;
  setQuery: (query: string) => void;
  status: ListStatus;
  retry: () => void;
}

export interface CrudOptions<Item extends { id: number }, Form> {
  /** Collection path, e.g. /api/admin/notices. */
  path: string;
  strings: ResourceStrings;
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
 * dialog (mode, form, field errors, saving) and the delete confirmation. Spec section 4: after a
 * successful create, update or delete the list reloads and the dialog closes and resets.
 */
export function useContentCrud<Item extends { id: number }, Form>(options: CrudOptions<Item, Form>) {
  const { path, strings, genericError } = options;
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
  const [deleting, setDeleting] = useState<Item | null>(null);
  const [removing, setRemoving] = useState(false);
  const [removeFailure, setRemoveFailure] = useState<string | null>(null);
  const [query, setQuery] = useState('');
  const shown = useMemo(() => items.filter((item) => matchesQuery(query, optionsRef.current.searchTexts(item))), [items, query]);

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
    setForm(optionsRef.current.toForm(item));
    setErrors({});
    setFailure(null);
    setFormKey((k) => k + 1);
    setMode(item ? 'edit' : 'create');
  };

  const close = () => {
    if (saving) return;
    setMode('closed');
    setEditing(null);
    setErrors({});
  };

  const save = async (): Promise<boolean> => {
    const local = optionsRef.current.validate(form);
    if (Object.keys(local).length > 0) {
      setErrors(local);
      return false;
    }
    const creating = editing === null;
    setFailure(null);
    setSaving(true);
    try {
      const input = optionsRef.current.toInput(form);
      if (creating) await adminFetch('POST', path, input);
      else await adminFetch('PUT', `${path}/${editing.id}`, input);
      showToast(creating ? strings.created : strings.updated);
      setMode('closed');
      setEditing(null);
      setErrors({});
      setForm(optionsRef.current.toForm(null));
      await reload();
      return true;
    } catch (error) {
      if (error instanceof AdminApiError && error.status === 400 && Object.keys(error.fields).length > 0) {
        setErrors(error.fields);
      } else {
        const title = creating ? strings.createFailed : strings.updateFailed;
        const description = errorMessage(error, genericError);
        setErrors({});
        setFailure(`${title}: ${description}`);
        showToast({ title, description, variant: 'destructive' });
      }
      return false;
    } finally {
      setSaving(false);
    }
  };

  const confirmDelete = async () => {
    if (!deleting) return;
    setRemoving(true);
    setRemoveFailure(null);
    try {
      await adminFetch('DELETE', `${path}/${deleting.id}`);
      showToast(strings.deleted);
      // The list drops the row before the confirmation closes, so focus goes to the tab heading
      // rather than to the removed row's button.
      await reload();
      setDeleting(null);
    } catch (error) {
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
    list: { items, shown, query, setQuery, status, retry },
    dialog: { mode, editing, form, setForm, formKey, errors, setErrors, failure, saving, openNew: () => open(null), openEdit: (item: Item) => open(item), close, save },
    remove: {
      target: deleting,
      busy: removing,
      failure: removeFailure,
      ask: (item: Item) => {
        setRemoveFailure(null);
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
export type ContentCrud<Item extends { id: number }, Form = unknown> = ReturnType<typeof useContentCrud<Item, Form>>;
