import { Component } from "react";
import { Icon, type IconName } from "../src/components/icon";
import type { ControlProps } from "./bilingual-widget";

/*
 * An icon of the site, chosen by its picture rather than by its name (decision 083): each one a button drawn with
 * the site's own component, the chosen one outlined. The name is what the file holds.
 */
const BUTTON = {
  display: "inline-flex",
  margin: "2px",
  padding: "6px",
  borderRadius: "4px",
  background: "#fff",
  color: "#1e2532",
  cursor: "pointer",
} as const;

export class IconControl extends Component<ControlProps> {
  override render() {
    const { forID, classNameWrapper, field, value, onChange } = this.props;
    const options = ((field.get("options") as { toJS?: () => unknown } | undefined)?.toJS?.() ?? []) as IconName[];
    return (
      <div id={forID} className={classNameWrapper} role="radiogroup">
        {options.map((name) => (
          <button
            key={name}
            type="button"
            role="radio"
            aria-checked={value === name}
            aria-label={name}
            onClick={() => onChange(name)}
            style={{ ...BUTTON, border: value === name ? "2px solid #7c3aed" : "1px solid #cdcfd6" }}
          >
            <Icon name={name} />
          </button>
        ))}
      </div>
    );
  }
}
