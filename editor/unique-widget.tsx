import { Component, type ChangeEvent } from "react";
import { labelOf, type ControlProps } from "./bilingual-widget";
import { say } from "./i18n/current";

/*
 * A value no other entry may have (decision 083): a list's place (`order`), a project's slug, a testimonial's
 * key, a page's address. The build refuses a duplicate (scripts/compile-content.mjs); this widget refuses it
 * before saving, from the entries the editor reads in the collections it names, and from the addresses the
 * site keeps for itself (`reserved`, written into the form at build). A slug or a key, once saved, cannot change:
 * it names the entry's file and its published address.
 */

interface Hit {
  slug: string;
  collection: string;
  data: Record<string, unknown>;
}
type QueryResult = { payload: { hits: Hit[] } };

const STYLE = {
  boxSizing: "border-box",
  width: "100%",
  font: "inherit",
  fontSize: "15px",
  padding: "8px 10px",
  border: "1px solid #cdcfd6",
  borderRadius: "4px",
} as const;

export class UniqueControl extends Component<ControlProps> {
  /** Each value another entry has (or the site keeps), and who has it: read once the form opens. */
  private taken = new Map<string, string>();

  private list(key: string): string[] {
    const value = this.props.field.get(key) as { toJS?: () => unknown } | undefined;
    return (value?.toJS?.() as string[] | undefined) ?? [];
  }

  override async componentDidMount() {
    const name = String(this.props.field.get("name"));
    const { entry, query } = this.props;
    if (!entry || !query) return;
    const own = `${String(entry.get("collection"))}/${String(entry.get("slug") ?? "")}`;
    const reserved = (
      this.props.field.get("reserved") as { toJS?: () => Record<string, string> } | undefined
    )?.toJS?.();
    const taken = new Map(Object.entries(reserved ?? {}));
    for (const collection of this.list("unique_in")) {
      const result = (await query(`${this.props.forID}-${collection}`, collection, [name], "")) as QueryResult;
      for (const hit of result.payload.hits) {
        const where = `${collection}/${hit.slug}`;
        const value = hit.data[name];
        if (where !== own && value !== undefined && value !== null && value !== "") taken.set(String(value), where);
      }
    }
    this.taken = taken;
  }

  /** Decap calls this before saving. */
  isValid = () => {
    const value = this.props.value;
    if (value === undefined || value === null || value === "") return true;
    const entry = this.taken.get(String(value));
    if (!entry) return true;
    return {
      error: { type: "CUSTOM", message: say("taken", { label: labelOf(this.props), value: String(value), entry }) },
    };
  };

  private change(event: ChangeEvent<HTMLInputElement>) {
    const { value } = event.target;
    const kind = this.props.field.get("value_type");
    if (value === "") this.props.onChange(undefined);
    else if (kind === "float" || kind === "int") this.props.onChange(Number(value));
    else this.props.onChange(value);
  }

  override render() {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, value, field } = this.props;
    const numeric = field.get("value_type") === "float" || field.get("value_type") === "int";
    // A published slug or key names its file and its address: it stays as it is (`fixed_once_saved`).
    const fixed = field.get("fixed_once_saved") === true && this.props.entry?.get("newRecord") === false;
    return (
      <input
        readOnly={fixed}
        id={forID}
        className={classNameWrapper}
        type={numeric ? "number" : "text"}
        step={numeric ? "any" : undefined}
        value={value === undefined || value === null ? "" : String(value)}
        onChange={(event) => this.change(event)}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
        style={STYLE}
      />
    );
  }
}
