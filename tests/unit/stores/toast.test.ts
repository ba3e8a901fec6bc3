import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { $toasts, dismissToast, pauseToast, resumeToast, showToast, TOAST_DURATION_MS, TOAST_LIMIT } from '#stores/toast.ts';

beforeEach(() => {
  vi.useFakeTimers();
  dismissToast();
});
afterEach(() => {
  dismissToast();
  vi.useRealTimers();
});

describe('toast store', () => {
  it('has the spec constants: one at a time, 5000 ms', () => {
    expect(TOAST_LIMIT).toBe(1);
    expect(TOAST_DURATION_MS).toBe(5000);
  });

  it('shows a default toast with title and description', () => {
    const id = showToast({ title: '문의 신청 완료', description: '빠른 시일 내에 연락드리겠습니다' });
    expect($toasts.get()).toEqual([{ id, title: '문의 신청 완료', description: '빠른 시일 내에 연락드리겠습니다', variant: 'default', duration: 5000 }]);
  });

  it('keeps only the newest toast', () => {
    showToast({ title: 'first' });
    const second = showToast({ title: 'second', variant: 'destructive' });
    expect($toasts.get()).toHaveLength(1);
    expect($toasts.get()[0]).toMatchObject({ id: second, title: 'second', variant: 'destructive' });
  });

  it('closes itself after 5000 ms, not before', () => {
    showToast({ title: 'soon gone' });
    vi.advanceTimersByTime(4999);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  it('a replaced toast does not close its successor early', () => {
    showToast({ title: 'first' });
    vi.advanceTimersByTime(3000);
    showToast({ title: 'second' });
    vi.advanceTimersByTime(2500);
    expect($toasts.get().map((t) => t.title)).toEqual(['second']);
    vi.advanceTimersByTime(2500);
    expect($toasts.get()).toEqual([]);
  });

  it('honours a custom duration and Infinity', () => {
    showToast({ title: 'short', duration: 100 });
    vi.advanceTimersByTime(100);
    expect($toasts.get()).toEqual([]);
    showToast({ title: 'sticky', duration: Infinity });
    vi.advanceTimersByTime(60_000);
    expect($toasts.get()).toHaveLength(1);
  });

  it('dismisses one toast by id, and ignores unknown ids', () => {
    const id = showToast({ title: 'x' });
    dismissToast(id + 100);
    expect($toasts.get()).toHaveLength(1);
    dismissToast(id);
    expect($toasts.get()).toEqual([]);
  });

  it('pauses the countdown while read and resumes with the time left', () => {
    const id = showToast({ title: 'reading' });
    vi.advanceTimersByTime(2000);
    pauseToast(id);
    vi.advanceTimersByTime(60_000);
    expect($toasts.get()).toHaveLength(1);
    resumeToast(id);
    vi.advanceTimersByTime(2999);
    expect($toasts.get()).toHaveLength(1);
    vi.advanceTimersByTime(1);
    expect($toasts.get()).toEqual([]);
  });

  it('pause and resume are idempotent', () => {
    const id = showToast({ title: 'x' });
    pauseToast(id);
    pauseToast(id);
    resumeToast(id);
    resumeToast(id);
    vi.advanceTimersByTime(5000);
    expect($toasts.get()).toEqual([]);
  });
});
