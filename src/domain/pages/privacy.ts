/** The privacy policy in the dialog the footer opens: its title, introduction, numbered sections, effective date and close button. */
import * as v from 'valibot';
import { group, line, list, text } from './fields.ts';

export const privacyPageSchema = group({
  title: line(),
  intro: text(1000),
  close: line(40),
  effective: line(),
  sections: list(group({ heading: line(), body: text(4000) }), { min: 1, max: 30 }),
});

export type PrivacyContent = v.InferOutput<typeof privacyPageSchema>;
