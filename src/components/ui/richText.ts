/**
 * Typography for sanitized rich HTML from the admin (notices, FAQ answers, CSR bodies): everything
 * the editor emits (src/components/features/admin-editor/README.md) — headings 1-6, lists, quotes,
 * code blocks, tables, images and video embeds — fits the column on a phone.
 */
export const richText = [
  'space-y-3 leading-relaxed text-slate-700 break-words',
  '[&_a]:font-medium [&_a]:text-brand-700 [&_a]:underline',
  '[&_h1]:text-2xl [&_h2]:text-xl [&_h3]:text-lg [&_h4]:font-semibold [&_h5]:font-semibold [&_h6]:font-semibold',
  '[&_blockquote]:border-l-4 [&_blockquote]:border-brand-200 [&_blockquote]:pl-4',
  '[&_ol]:list-decimal [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:pl-6',
  '[&_strong]:font-semibold [&_strong]:text-slate-900',
  '[&_pre]:overflow-x-auto [&_pre]:rounded-lg [&_pre]:bg-slate-900 [&_pre]:p-4 [&_pre]:text-sm [&_pre]:text-slate-100 [&_code]:font-mono',
  '[&_table]:w-full [&_table]:border-collapse [&_td]:border [&_td]:border-slate-200 [&_td]:p-2 [&_th]:border [&_th]:border-slate-200 [&_th]:bg-slate-50 [&_th]:p-2 [&_th]:text-left [&_th]:font-semibold',
  '[&_img]:h-auto [&_img]:max-w-full [&_iframe]:aspect-video [&_iframe]:h-auto [&_iframe]:w-full [&_iframe]:max-w-full',
].join(' ');
