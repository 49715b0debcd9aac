import type { CmsWidgetControlProps } from "decap-cms-core";
import { Component, type ChangeEvent, type ComponentType } from "react";
import type { Locale } from "../src/i18n/locale-list";
import { languageInSentence, markProblem, say, sayNumber } from "./i18n/current";
import { rememberQuery } from "./workarounds";

/*
 * One text in every language of the site, side by side (decision 083): what the schemas call `localized(text)`.
 * The value is written as the data files hold it, `{ fr: "…", en: "…" }`. A required text needs every language;
 * an optional one may be left empty in all of them, never in some: the editor refuses to save a text that
 * lacks a language, as the build would.
 */

/**
 * What Decap gives a widget's control (`field` and `entry` are Immutable.js maps), its focus styling, and its
 * search of a collection's entries (the relation widget's, which the unique widget reads too).
 */
export type ControlProps = CmsWidgetControlProps<unknown> & {
  setActiveStyle?: () => void;
  setInactiveStyle?: () => void;
  entry?: { get(key: string): unknown };
  query?: (namespace: string, collection: string, fields: string[], term: string) => Promise<unknown>;
};

// Styles inline, as Decap's own widgets have theirs (CSS-in-JS): the languages side by side when there is room.
const STYLES = {
  languages: { display: "grid", gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))", gap: "12px" },
  label: { display: "block", fontSize: "12px", fontWeight: 600, color: "#5b6272", marginBottom: "4px" },
  input: {
    boxSizing: "border-box",
    width: "100%",
    font: "inherit",
    fontSize: "15px",
    lineHeight: 1.5,
    padding: "8px 10px",
    border: "1px solid #cdcfd6",
    borderRadius: "4px",
    background: "#fff",
    color: "#1e2532",
  },
} as const;

/** A language's text, from an Immutable Map (a file's value) or a plain object (this widget's). */
function textIn(value: unknown, locale: string): string {
  if (!value || typeof value !== "object") return "";
  const map = value as { get?: (key: string) => unknown } & Record<string, unknown>;
  const text = typeof map.get === "function" ? map.get(locale) : map[locale];
  return typeof text === "string" ? text : "";
}

/** A field's name as the form shows it: its label, else its name. */
export function labelOf(props: ControlProps): string {
  return String(props.field.get("label", props.field.get("name")));
}

/** The languages a field is written in, each named in the editor's language (written into the form at build). */
function languagesOf(field: ControlProps["field"]): { code: string; name: string }[] {
  const list = field.get("languages") as { toJS?: () => unknown } | undefined;
  return (list?.toJS?.() as { code: string; name: string }[] | undefined) ?? [];
}

export class BilingualControl extends Component<ControlProps> {
  private languages(): string[] {
    return languagesOf(this.props.field).map((language) => language.code);
  }

  private nameOf(locale: string): string {
    return languagesOf(this.props.field).find((language) => language.code === locale)?.name ?? locale;
  }

  /**
   * Decap calls this before saving: every language or, for an optional text, none; in each language, at most the
   * characters the schema allows and what its pattern accepts (scripts/content/inputs.ts); in a text with inline
   * marks, marks the site draws (the build's own check, src/content/rich-marks.ts).
   */
  isValid = () => {
    const value = this.typed ?? this.props.value;
    const languages = this.languages();
    const label = labelOf(this.props);
    const max = this.props.field.get("max_length") as number | undefined;
    const pattern = (this.props.field.get("text_pattern") as { toJS?: () => unknown } | undefined)?.toJS?.() as
      [string, string] | undefined;
    for (const locale of languages) {
      const text = textIn(value, locale);
      const where = `${label} (${this.nameOf(locale)})`;
      if (max !== undefined && text.length > max) {
        const message = say("tooLong", { label: where, count: sayNumber(text.length), max: sayNumber(max) });
        return { error: { type: "CUSTOM", message } };
      }
      if (pattern && text !== "" && !new RegExp(pattern[0]).test(text)) {
        const message = say("refusedIn", { label, language: this.nameOf(locale), problem: pattern[1] });
        return { error: { type: "CUSTOM", message } };
      }
    }
    if (this.props.field.get("rich") === true) {
      for (const locale of languages) {
        const problem = markProblem(`${label} (${this.nameOf(locale)})`, textIn(value, locale));
        if (problem) return { error: { type: "CUSTOM", message: problem } };
      }
    }
    const missing = languages.filter((locale) => textIn(value, locale).trim() === "");
    const required = this.props.field.get("required", true) !== false;
    if (missing.length === 0 || (!required && missing.length === languages.length)) return true;
    if (this.props.field.get("some_languages") === true && missing.length < languages.length) return true;
    const names = missing.map((locale) => languageInSentence(locale as Locale)).join(", ");
    return { error: { type: "CUSTOM", message: say("missingLanguages", { label, languages: names }) } };
  };

  /**
   * What was typed last, until the form hands it back as the value: Decap may check the field before this control
   * renders again (a save pressed while a busy page catches up), and must check what the person sees, not the
   * text before it (decision 083).
   */
  private typed: Record<string, string> | undefined;

  override componentDidUpdate(previous: ControlProps) {
    if (previous.value !== this.props.value) this.typed = undefined;
  }

  private change(locale: string, event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) {
    const current = this.typed ?? this.props.value;
    const next = Object.fromEntries(this.languages().map((l) => [l, textIn(current, l)]));
    next[locale] = event.target.value;
    const empty = Object.values(next).every((text) => text === "");
    this.typed = next;
    this.props.onChange(empty ? undefined : next);
  }

  override render() {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, field } = this.props;
    rememberQuery(this.props.query);
    const multiline = field.get("multiline") === true;
    return (
      <div className={classNameWrapper} id={forID} style={STYLES.languages}>
        {this.languages().map((locale) => {
          const id = `${forID}-${locale}`;
          const props = {
            id,
            lang: locale,
            value: textIn(this.props.value, locale),
            onChange: (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement>) => this.change(locale, event),
            onFocus: setActiveStyle,
            onBlur: setInactiveStyle,
            style: STYLES.input,
          };
          return (
            <div key={locale}>
              <label htmlFor={id} style={STYLES.label}>
                {this.nameOf(locale)}
              </label>
              {multiline ? <textarea rows={5} {...props} /> : <input type="text" {...props} />}
            </div>
          );
        })}
      </div>
    );
  }
}

/**
 * A group written in each language (a page's texts), as Decap's object widget draws it, with its languages side by
 * side rather than one below the other (decision 083): the same control, wrapped, its validation and focus passed on.
 */
export function sideBySide(ObjectControl: ComponentType<ControlProps & { ref?: unknown }>) {
  return class LanguagesControl extends Component<ControlProps> {
    private inner: { validate?: () => void; focus?: (path: string) => void } | null = null;
    validate = () => this.inner?.validate?.();
    focus = (path: string) => this.inner?.focus?.(path);
    override render() {
      return (
        <div className="studio-languages">
          <ObjectControl {...this.props} ref={(control: typeof this.inner) => (this.inner = control)} />
        </div>
      );
    }
  };
}

/**
 * Each language's group half the width, top-aligned at the same height (Decap gives a first field a larger margin):
 * the object widget's fields are its second box's children.
 */
export const SIDE_BY_SIDE =
  ".studio-languages > div > div:last-child > * { display: inline-block; vertical-align: top; box-sizing: border-box;" +
  " width: calc(50% - 6px); margin: 16px 6px 0 0; }";
