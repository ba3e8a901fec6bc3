/** Every visible or spoken text of the editor; the Korean values live in ./ko.ts. */
export interface EditorStrings {
  toolbar: string;
  blockType: string;
  blockTypes: { paragraph: string; h1: string; h2: string; h3: string; h4: string; h5: string; h6: string };
  fontFamily: string;
  fontFamilies: { default: string; sans: string; serif: string; mono: string };
  fontSize: string;
  fontSizeDefault: string;
  bold: string;
  italic: string;
  underline: string;
  strikethrough: string;
  subscript: string;
  superscript: string;
  textColor: string;
  backgroundColor: string;
  bulletList: string;
  numberedList: string;
  indent: string;
  outdent: string;
  alignLeft: string;
  alignCenter: string;
  alignRight: string;
  alignJustify: string;
  link: string;
  image: string;
  video: string;
  quote: string;
  codeBlock: string;
  table: string;
  tablePlaceholder: string;
  clearFormatting: string;
  undo: string;
  redo: string;
  sizePreset: string;
  sizePresets: { default: string; small: string; medium: string; large: string; xlarge: string };
  linkForm: { title: string; url: string; hint: string; apply: string; remove: string; cancel: string; invalid: string };
  imageForm: { title: string; file: string; alt: string; altHint: string; insert: string; cancel: string; uploading: string; failed: string; wrongType: string; /** '{limit}': the upload limit ("4.5 MB"). */ tooLarge: string };
  /** Choosing an image already uploaded (the media library), in the editor and in a picture field. */
  library: {
    source: string;
    upload: string;
    fromLibrary: string;
    choose: string;
    loading: string;
    failed: string;
    empty: string;
    pick: string;
    noAlt: string;
    altMissing: string;
    noneChosen: string;
    cancel: string;
  };
  videoForm: { title: string; url: string; hint: string; insert: string; cancel: string; invalid: string };
  tabHint: string;
}
