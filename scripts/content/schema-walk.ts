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
  /** A number a visitor reads, and how it is shown (scripts/content/figures.ts). */
  figure?: FigureShape;
}

/** How a marked number is shown: a `Figure` (src/i18n/format.ts), a count, a year, a rating in stars. */
export type FigureShape = "figure" | "count" | "year" | "stars";

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

/**
 * The value with each string replaced by `visit`'s answer (or kept, when it answers undefined), walking the
 * schema beside it. The value must already be valid: a union takes the first of its options that accepts it.
 */
export function mapStrings<T>(schema: Schema, value: T, visit: (text: string, at: Visit) => string | undefined): T {
  const walk = (schema: Schema, value: unknown, path: (string | number)[], locale: Locale | undefined): unknown => {
    // Each kind of schema keeps its parts under its own names (innerType, element, shape…).
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, any>;
    if (value === undefined || value === null) return value;
    switch (def.type) {
      case "string": {
        const meta = metaOf(schema);
        return visit(value as string, { meta, locale, path }) ?? value;
      }
      case "optional":
      case "nullable":
      case "default":
      case "prefault":
      case "readonly":
      case "nonoptional":
      case "catch":
        return walk(def.innerType, value, path, locale);
      case "pipe":
        return walk(def.in, value, path, locale);
      case "lazy":
        return walk(def.getter(), value, path, locale);
      case "array":
        return (value as unknown[]).map((item, i) => walk(def.element, item, [...path, i], locale));
      case "tuple":
        return (value as unknown[]).map((item, i) => walk(def.items[i] ?? def.rest, item, [...path, i], locale));
      case "object": {
        const shape = def.shape as Record<string, Schema>;
        return Object.fromEntries(
          Object.entries(value as object).map(([key, item]) => [
            key,
            shape[key] ? walk(shape[key], item, [...path, key], isLocale(key) ? key : locale) : item,
          ]),
        );
      }
      case "record":
        return Object.fromEntries(
          Object.entries(value as object).map(([key, item]) => [
            key,
            walk(def.valueType, item, [...path, key], isLocale(key) ? key : locale),
          ]),
        );
      case "union": {
        const option = (def.options as Schema[]).find((option) => z.safeParse(option, value).success);
        return option ? walk(option, value, path, locale) : value;
      }
      default:
        return value;
    }
  };
  return walk(schema, value, [], undefined) as T;
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

/**
 * Every value whose schema carries `mark` (`.meta({ figure: … })`), strings or not, with where it is and the
 * object that holds it (a figure's label is its neighbour). The value must already be valid.
 */
export function valuesMarked(
  schema: Schema,
  value: unknown,
  mark: keyof StringMeta,
): (Visit & { value: unknown; parent: unknown })[] {
  const found: (Visit & { value: unknown; parent: unknown })[] = [];
  const walk = (
    schema: Schema,
    value: unknown,
    path: (string | number)[],
    locale: Locale | undefined,
    parent: unknown,
  ): void => {
    // eslint-disable-next-line @typescript-eslint/no-explicit-any
    const def = schema._zod.def as z.core.$ZodTypeDef & Record<string, any>;
    if (value === undefined || value === null) return;
    const meta = metaOf(schema);
    if (meta[mark] !== undefined) {
      found.push({ meta, locale, path, value, parent });
      return;
    }
    switch (def.type) {
      case "optional":
      case "nullable":
      case "default":
      case "prefault":
      case "readonly":
      case "nonoptional":
      case "catch":
        return walk(def.innerType, value, path, locale, parent);
      case "pipe":
        return walk(def.in, value, path, locale, parent);
      case "lazy":
        return walk(def.getter(), value, path, locale, parent);
      case "array":
        return (value as unknown[]).forEach((item, i) => walk(def.element, item, [...path, i], locale, value));
      case "tuple":
        return (value as unknown[]).forEach((item, i) =>
          walk(def.items[i] ?? def.rest, item, [...path, i], locale, value),
        );
      case "object": {
        const shape = def.shape as Record<string, Schema>;
        for (const [key, item] of Object.entries(value as object)) {
          if (shape[key]) walk(shape[key], item, [...path, key], isLocale(key) ? key : locale, value);
        }
        return;
      }
      case "record":
        for (const [key, item] of Object.entries(value as object)) {
          walk(def.valueType, item, [...path, key], isLocale(key) ? key : locale, value);
        }
        return;
      case "union": {
        const option = (def.options as Schema[]).find((option) => z.safeParse(option, value).success);
        if (option) walk(option, value, path, locale, parent);
        return;
      }
      default:
        return;
    }
  };
  walk(schema, value, [], undefined, undefined);
  return found;
}
