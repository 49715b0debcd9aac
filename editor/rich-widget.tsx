import { Component, type ChangeEvent } from "react";
import { labelOf, type ControlProps } from "./bilingual-widget";
import { markProblem } from "./i18n/current";

/*
 * A text with inline marks (`**bold**`, `[text](address)`) in one language: what the schemas call `rich` inside a
 * page's copy, where each language is its own group of fields. It refuses to save marks the site would show as
 * written, with the build's own check (src/content/rich-marks.ts); the bilingual widget does the same for its
 * languages.
 */
export class RichControl extends Component<ControlProps> {
  /** Decap calls this before saving, after its own check of a required field. */
  isValid = () => {
    const problem = markProblem(labelOf(this.props), typeof this.props.value === "string" ? this.props.value : "");
    return problem ? { error: { type: "CUSTOM", message: problem } } : true;
  };

  override render() {
    const { forID, classNameWrapper, setActiveStyle, setInactiveStyle, value, onChange } = this.props;
    return (
      <textarea
        id={forID}
        className={classNameWrapper}
        rows={5}
        value={typeof value === "string" ? value : ""}
        onChange={(event: ChangeEvent<HTMLTextAreaElement>) => onChange(event.target.value)}
        onFocus={setActiveStyle}
        onBlur={setInactiveStyle}
        // The page's typeface, as Decap's text fields have it, not a textarea's default monospace.
        style={{ fontFamily: "inherit" }}
      />
    );
  }
}
