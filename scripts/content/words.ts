// The content check's problems in the content manager's words: the entry as its list names it, the
// field by its label in config.yml, the language by its name (/admin/ and the dev server's page).
import matter from 'gray-matter';
import type { Problem } from './check.ts';
import { languageName } from './rules.ts';

type Field = { name: string; label?: string; fields?: Field[]; field?: Field };
type I18n = { structure?: string; locales?: string[] };
type Collection = {
  name: string;
  label: string;
  label_singular?: string;
  folder?: string;
  extension?: string;
  identifier_field?: string;
  i18n?: I18n;
  fields?: Field[];
  files?: { file: string; label: string; fields: Field[] }[];
};
/** The parts of the content manager's settings (public/admin/config.yml) the scripts read. */
export type Settings = { media_folder: string; i18n: I18n; collections: Collection[] };

/** The CMS's settings (config.yml's text) read; YAML through gray-matter, as the check does. */
export const readSettings = (text: string) => matter(`---\n${text}\n---\n`).data as Settings;

/** The collection of the CMS's `settings` that holds `file`, its fields and the entry's name. */
function placeOf(settings: Settings, file: string) {
  for (const collection of settings.collections) {
    const kind = collection.label_singular ?? collection.label;
    if (collection.folder && file.startsWith(`${collection.folder}/`)) {
      const name = file.slice(collection.folder.length + 1).replace(/\.[^.]+$/, '');
      // An entry in multiple_files is one file per language, <name>.<lng>: one entry, <name>.
      const [, entry = name, lng] =
        collection.i18n?.structure === 'multiple_files' ? (/^(.+)\.([^.]+)$/.exec(name) ?? []) : [];
      return { collection, fields: collection.fields, entry: `${kind} "${entry}"`, lng };
    }
    const one = collection.files?.find((candidate) => candidate.file === file);
    if (one) return { collection, fields: one.fields, entry: `${kind}: ${one.label}` };
  }
  return undefined;
}

/** A field's path (`faqs.2.answer`) by its labels: `Questions and answers, no. 3, Answer`. */
function fieldWords(fields: Field[] | undefined, path: string) {
  let current = fields;
  return path
    .split('.')
    .map((part) => {
      if (/^\d+$/.test(part)) return `no. ${Number(part) + 1}`;
      const field = current?.find((candidate) => candidate.name === part);
      current = field?.fields ?? (field?.field ? [field.field] : undefined);
      return field?.label ?? part;
    })
    .join(', ');
}

/** One problem in plain words: `Lawyer "aung": Biography (Japanese) is empty`. */
export function inWords({ file, message, lng, field = '', shared }: Problem, settings: Settings) {
  const place = placeOf(settings, file);
  const entry = place?.entry ?? file;
  // A problem of a whole file of such an entry names the file's language.
  if (!lng) return `${entry}${place?.lng ? ` (${languageName.of(place.lng)})` : ''}: ${message}`;
  const name =
    field === '(file name)'
      ? (place?.fields?.find((f) => f.name === place.collection.identifier_field)?.label ?? field)
      : fieldWords(place?.fields, field);
  return `${entry}: ${name} (${shared ? 'every language' : languageName.of(lng)}) ${message}`;
}

/** `value` as XML or HTML text or attribute value. */
export const escapeXml = (value: string) =>
  value.replace(
    /[&<>"']/g,
    (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot' }[c] ?? 'apos'};`,
  );

/** The development server's page while the content has `problems` (in words); Vite's client reloads it. */
export const problemsPage = (problems: string[]) => `<!doctype html>
<html lang="en">
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>The content has problems</title>
<script type="module" src="/@vite/client"></script>
<body style="font: 17px/1.5 system-ui, sans-serif; max-width: 46rem; margin: 2rem auto; padding: 0 1rem">
<h1>The site cannot be shown: the content has problems</h1>
<p>Nothing is lost. Open the <a href="/admin/">content manager</a>, correct what is listed here and
save; this page then shows the site again by itself.</p>
<ul>${problems.map((problem) => `<li>${escapeXml(problem)}</li>`).join('')}</ul>
</body>
</html>
`;
