import { Component, type ComponentType } from "react";
import type { ControlProps } from "./bilingual-widget";
import { say } from "./i18n/current";

/*
 * The studio's confirmations before launch (decision 101), as Decap's list widget draws them, refusing before
 * saving a confirmed figure that names no evidence: the build refuses it (scripts/content/claims-report.ts,
 * `confirmationsWithoutEvidence`). A figure is a number, so the form asks evidence of every confirmation whose
 * words hold one; the build alone knows an outcome's.
 */
type Item = { get(key: string): unknown };
type ListProps = ControlProps & { onValidateObject?: (id: string, errors: unknown[]) => void };

export function withEvidence(ListControl: ComponentType<ListProps & { ref?: unknown }>) {
  return class ConfirmationsControl extends Component<ListProps> {
    private inner: { validate?: () => void; validateSize?: () => unknown[] } | null = null;

    validate = () => {
      this.inner?.validate?.();
      const items = ((this.props.value as { toArray?: () => Item[] } | undefined)?.toArray?.() ?? []) as Item[];
      const fields = (this.props.field.get("fields") as { toJS?: () => unknown } | undefined)?.toJS?.() as
        { name: string; label: string }[] | undefined;
      const evidence = fields?.find((field) => field.name === "evidence")?.label ?? "evidence";
      const errors = items
        .map((item) => String(item.get("what") ?? ""))
        .filter((what, index) => /: .*\d/.test(what) && !String(items[index]!.get("evidence") ?? "").trim())
        .map((what) => ({ type: "CUSTOM", message: say("needsEvidence", { what, evidence }) }));
      this.props.onValidateObject?.(this.props.forID, [...(this.inner?.validateSize?.() ?? []), ...errors]);
    };

    override render() {
      return <ListControl {...this.props} ref={(control: typeof this.inner) => (this.inner = control)} />;
    }
  };
}
