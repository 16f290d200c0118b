// A domain's names: the rule that checks them, the plural rule that guesses one record's name, and the forms a name
// takes in code and prose (short-courses, shortCourses, ShortCourses, short_courses, "short courses"). The template
// is written with the placeholder's forms, and renaming replaces each by the same form of the new names.
import { pascalCase } from '@infra/lib/pascal-case';
import { DomainGeneratorError } from './refusal';

export interface DomainNames {
  /** `short-courses`: folders, files, the domain and its URL. */
  name: string;
  /** `short-course`: one record. */
  one: string;
}

/**
 * The template's names. Two words, so that every form differs from every other (`sample-widgets`,
 * `sampleWidgets`, `sample_widgets`, `sample widgets`, ...) and says which form a generated name takes there; words
 * no domain of a college portal is called, so the template never meets a real domain's file or key.
 */
export const PLACEHOLDER: DomainNames = { name: 'sample-widgets', one: 'sample-widget' };

/** kebab-case, starting with a letter: the folder, file and URL name of the domain. */
const KEBAB = /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/;
const MAX_NAME = 40;

const words = (kebab: string) => kebab.split('-');
const capital = (word: string) => word[0]!.toUpperCase() + word.slice(1);

/** Every form a kebab-case name takes, by what it is called. */
export const formsOf = (kebab: string) => {
  const pascal = pascalCase(kebab);
  return {
    kebab,
    snake: words(kebab).join('_'),
    screaming: words(kebab).join('_').toUpperCase(),
    camel: pascal[0]!.toLowerCase() + pascal.slice(1),
    pascal,
    /** Mid-sentence: "This short course does not exist." */
    phrase: words(kebab).join(' '),
    /** Starting a sentence: "Short course created." */
    sentence: capital(words(kebab).join(' ')),
  };
};

/** `tickets` → `ticket`, `categories` → `category`, `addresses` → `address`; a name that reads as no plural gets `-item`. */
export const singularOf = (name: string): string => {
  const parts = words(name);
  const last = parts.at(-1)!;
  const single = /[^aeiou]ies$/.test(last)
    ? `${last.slice(0, -3)}y`
    : /(ss|x|ch|sh)es$/.test(last)
      ? last.slice(0, -2)
      : /[^s]s$/.test(last)
        ? last.slice(0, -1)
        : undefined;
  return single ? [...parts.slice(0, -1), single].join('-') : `${name}-item`;
};

const checkName = (what: string, value: string) => {
  if (!KEBAB.test(value) || value.length > MAX_NAME) {
    throw new DomainGeneratorError(
      `The ${what} "${value}" is not kebab-case: lower-case letters, digits and single hyphens, starting with a letter, at most ${MAX_NAME} characters (e.g. short-courses).`,
    );
  }
};

/** The names of a new domain, checked: kebab-case, the singular given or guessed, the two apart and not the template's. */
export const domainNames = (name: string, singular?: string): DomainNames => {
  checkName('domain name', name);
  const one = singular ?? singularOf(name);
  checkName('singular', one);
  if (one === name) throw new DomainGeneratorError(`The singular must differ from the domain name "${name}" (e.g. --singular ${name}-item).`);
  const taken = [PLACEHOLDER.name, PLACEHOLDER.one].find((placeholder) => [name, one].includes(placeholder));
  if (taken) throw new DomainGeneratorError(`"${taken}" is the template's own name (tools/new-domain/template): choose another.`);
  return { name, one };
};

const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replaces every form of the `from` names in a text by the same form of the `to` names, in one pass. */
export const renamer = (from: DomainNames, to: DomainNames) => {
  const pairs = new Map<string, string>();
  for (const key of ['name', 'one'] as const) {
    const [before, after] = [formsOf(from[key]), formsOf(to[key])];
    for (const form of Object.keys(before) as (keyof typeof before)[]) pairs.set(before[form], after[form]);
  }
  // The longest first, so `sample-widgets` is read as the plural, never as `sample-widget` and an `s`.
  const pattern = new RegExp(
    [...pairs.keys()]
      .sort((a, b) => b.length - a.length)
      .map(escaped)
      .join('|'),
    'g',
  );
  return (text: string): string => text.replace(pattern, (found) => pairs.get(found)!);
};
