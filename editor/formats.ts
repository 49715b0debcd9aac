// How the editor reads and writes data files (decision 083): with the same functions as the build and the
// export, so an entry opened and saved unchanged is the same file, and a saved entry reads as a person would
// have written it (one field per line, no folding).
import { joinPolicy, readYaml, splitPolicy, writeYaml } from "../scripts/content-files.mjs";

/** Drops what an emptied field leaves behind ("" or an object with nothing in it); a list stays, even empty. */
export function withoutEmpty(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEmpty).filter((item) => item !== undefined);
  if (value && typeof value === "object") {
    const entries = Object.entries(value)
      .map(([key, item]) => [key, withoutEmpty(item)] as const)
      .filter(([, item]) => item !== undefined);
    return entries.length ? Object.fromEntries(entries) : undefined;
  }
  return value === "" || value === null ? undefined : value;
}

/** Keys in the order the editor lists its fields, then any others as the file had them. */
function ordered(value: Record<string, unknown>, order: string[]): Record<string, unknown> {
  const known = order.filter((key) => key in value);
  return Object.fromEntries([...known, ...Object.keys(value).filter((key) => !known.includes(key))].map((k) => [k, value[k]]));
}

export const siteYaml = {
  fromFile(content: string) {
    const read = readYaml(content);
    if ("error" in read) throw new Error(read.error);
    return read.value as Record<string, unknown>;
  },
  toFile(data: Record<string, unknown>, fieldsOrder: string[] = []) {
    return writeYaml(ordered((withoutEmpty(data) ?? {}) as Record<string, unknown>, fieldsOrder));
  },
};

export const sitePolicy = {
  fromFile: (content: string) => splitPolicy(content),
  toFile(data: Record<string, unknown>, fieldsOrder: string[] = []) {
    const { versions, ...facts } = data as { versions?: Record<string, { updated?: string; body?: string }> };
    return joinPolicy({ ...ordered((withoutEmpty(facts) ?? {}) as Record<string, unknown>, fieldsOrder), versions });
  },
};
