import { z } from "zod";
import { locales, type Locale } from "../../src/i18n/locale-list";

/*
 * A value read with the schema it was validated against (decision 081): what a string is (text to typeset,
 * a reference to another entry, an address) is what its schema says, not what its key is called. The
 * compiler typesets and checks references through it.
 */

/** What a string's schema says of it: `.meta({ text: true })`, `{ rich: true }`, `{ reference: "projects" }`. */
export interface StringMeta {
  text?: boolean;
  rich?: boolean;
  reference?: string;
  /** A path under assets/ (scripts/content/inputs.ts): an image, or any file the build checks is there. */
  image?: boolean;
  asset?: boolean;
  /** A result tile, a figure the studio confirms before launch (scripts/content/claims-report.ts). */
  tile?: boolean;
}

export interface Visit {
  /** The string's schema's meta, if any. */
  meta: StringMeta;
  /** The language the string is written in: the nearest key of the value's path that is a locale. */
  locale: Locale | undefined;
  /** Where it is: `fr.copy.hero.intro[1]`. */
  path: (string | number)[];
}

type Schema = z.core.$ZodType;
const isLocale = (key: string | number): key is Locale => (locales as readonly (string | number)[]).includes(key);

function metaOf(schema: Schema): StringMeta {
  return (z.globalRegistry.get(schema) as StringMeta | undefined) ?? {};
}

// Each kind of schema keeps its parts under its own names (innerType, element, shape…).
// eslint-disable-next-line @typescript-eslint/no-explicit-any
const defOf = (schema: Schema) => schema._zod.def as z.core.$ZodTypeDef & Record<string, any>;

/**
 * The schema a wrapper reads its value with (optional, default, pipe, lazy…; a union's first option that accepts
 * the value), or undefined when the schema is no wrapper.
 */
function innerOf(schema: Schema, value: unknown): Schema | undefined {
  const def = defOf(schema);
  switch (def.type) {
    case "optional":
    case "nullable":
    case "default":
    case "prefault":
    case "readonly":
    case "nonoptional":
    case "catch":
      return def.innerType;
    case "pipe":
      return def.in;
    case "lazy":
      return def.getter();
    case "union":
      return (def.options as Schema[]).find((option) => z.safeParse(option, value).success);
    default:
      return undefined;
  }
}

/** A list's or an object's parts: each key, the schema that reads it (none for a key the shape lacks), its value. */
function partsOf(schema: Schema, value: unknown): [string | number, Schema | undefined, unknown][] | undefined {
  const def = defOf(schema);
  switch (def.type) {
    case "array":
      return (value as unknown[]).map((item, i) => [i, def.element, item]);
    case "tuple":
      return (value as unknown[]).map((item, i) => [i, def.items[i] ?? def.rest, item]);
    case "object":
      return Object.entries(value as object).map(([key, item]) => [
        key,
        (def.shape as Record<string, Schema>)[key],
        item,
      ]);
    case "record":
      return Object.entries(value as object).map(([key, item]) => [key, def.valueType, item]);
    default:
      return undefined;
  }
}

/** The language of a part: its key when that is a language, else its parent's. */
const localeAt = (key: string | number, locale: Locale | undefined) => (isLocale(key) ? key : locale);

/** What a visit answers to go on into a value's parts. */
const INTO = Symbol("into");

/**
 * The value with each part `visit` answers for replaced by its answer, walking the schema beside it: `visit`
 * sees every part but those inside one it answered for, and answers INTO to go on into its parts. The value must
 * already be valid: a union takes the first of its options that accepts it.
 */
function walk(schema: Schema, value: unknown, visit: (schema: Schema, value: unknown, at: Visit) => unknown): unknown {
  const go = (schema: Schema, value: unknown, path: (string | number)[], locale: Locale | undefined): unknown => {
    if (value === undefined || value === null) return value;
    const answer = visit(schema, value, { meta: metaOf(schema), locale, path });
    if (answer !== INTO) return answer;
    const inner = innerOf(schema, value);
    if (inner) return go(inner, value, path, locale);
    const parts = partsOf(schema, value);
    if (!parts) return value;
    const mapped = parts.map(([key, part, item]) =>
      part ? go(part, item, [...path, key], localeAt(key, locale)) : item,
    );
    return Array.isArray(value) ? mapped : Object.fromEntries(parts.map(([key], i) => [key, mapped[i]]));
  };
  return go(schema, value, [], undefined);
}

/** The value with each string replaced by `visit`'s answer (or kept, when it answers undefined). */
export function mapStrings<T>(schema: Schema, value: T, visit: (text: string, at: Visit) => string | undefined): T {
  return walk(schema, value, (schema, value, at) =>
    defOf(schema).type === "string" ? (visit(value as string, at) ?? value) : INTO,
  ) as T;
}

/** Every string of the value whose schema marks it, with where it is. */
export function stringsMarked(schema: Schema, value: unknown, mark: keyof StringMeta): (Visit & { text: string })[] {
  const found: (Visit & { text: string })[] = [];
  mapStrings(schema, value, (text, at) => {
    if (at.meta[mark]) found.push({ ...at, text });
    return undefined;
  });
  return found;
}

/** Every value whose schema carries `mark` (`.meta({ tile: true })`), strings or not, with where it is. */
export function valuesMarked(schema: Schema, value: unknown, mark: keyof StringMeta): (Visit & { value: unknown })[] {
  const found: (Visit & { value: unknown })[] = [];
  walk(schema, value, (_schema, value, at) => (at.meta[mark] !== undefined ? found.push({ ...at, value }) : INTO));
  return found;
}
