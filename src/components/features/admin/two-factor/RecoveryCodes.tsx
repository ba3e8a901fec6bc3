import { useEffect, useId, useRef } from 'react';
import type { AdminStrings } from '#data/admin/app/index.ts';
import { showToast } from '#stores/toast.ts';
import { buttonClass, hintClass } from '../ui.ts';
import { recoveryCodesFile } from './api.ts';

interface Props {
  strings: AdminStrings['twoFactor'];
  codes: readonly string[];
  onDone: () => void;
}

/** The ten recovery codes, shown this once: copy them or save them as a file, then close. */
export default function RecoveryCodes({ strings, codes, onDone }: Props) {
  const id = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // The codes replace the form that had focus: move it to their heading so it is not lost.
  useEffect(() => heading.current?.focus(), []);
  const file = recoveryCodesFile(codes, strings.recoveryTitle, location.host);

  async function copy() {
    try {
      await navigator.clipboard.writeText(file);
      showToast({ title: strings.codesCopied });
    } catch {
      showToast({ title: strings.failed, variant: 'destructive' });
    }
  }

  function download() {
    const url = URL.createObjectURL(new Blob([file], { type: 'text/plain;charset=utf-8' }));
    const link = Object.assign(document.createElement('a'), { href: url, download: `recovery-codes-${location.hostname}.txt` });
    link.click();
    URL.revokeObjectURL(url);
  }

  return (
    <div aria-labelledby={`${id}-title`} role="group">
      <h4 id={`${id}-title`} ref={heading} tabIndex={-1} className="font-semibold">{strings.recoveryTitle}</h4>
      <p className={hintClass}>{strings.recoveryIntro}</p>
      <ol className="mt-3 grid grid-cols-2 gap-x-6 gap-y-1 rounded-lg bg-slate-50 p-3 font-mono text-sm text-slate-900" translate="no" aria-label={strings.recoveryTitle}>
        {codes.map((code) => <li key={code}>{code}</li>)}
      </ol>
      <div className="mt-4 flex flex-wrap gap-3">
        <button type="button" className={buttonClass('secondary')} onClick={() => void copy()}>{strings.copyCodes}</button>
        <button type="button" className={buttonClass('secondary')} onClick={download}>{strings.downloadCodes}</button>
        <button type="button" className={buttonClass('primary')} onClick={onDone}>{strings.savedCodes}</button>
      </div>
    </div>
  );
}
