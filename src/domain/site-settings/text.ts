/** The one rule for a site setting's line of text: NFC, trimmed, no control characters, at most `max` long. */
import * as v from 'valibot';

/** No control characters: these values end up in markup attributes and JSON-LD. */
const SINGLE_LINE = /^[^\p{Cc}\p{Cs}\u2028\u2029]*$/u;

/** Issues carry the keys 'required', 'invalidChars' and 'tooLong'; absent is ''. */
export const settingText = (max: number, required: boolean) =>
  v.pipe(
    v.optional(v.string('required'), ''),
    v.transform((value: string) => value.normalize('NFC').trim()),
    v.check((value: string) => !required || value !== '', 'required'),
    v.check((value: string) => SINGLE_LINE.test(value), 'invalidChars'),
    v.check((value: string) => value.length <= max, 'tooLong'),
  );
