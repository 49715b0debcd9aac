import { Fragment, type ReactNode } from "react";
import { richMark } from "../../src/content/rich-marks";
import type { Rich } from "../../scripts/content/types";

// The content's one inline markup, `**bold**` and `[text](href)`, as src/content/rich-marks.ts reads it (the build
// refuses a text whose marks it cannot read). Pages and islands draw it (RichText); meta descriptions and other
// plain-text places read it without its marks (plainText).

/** The text a reader sees, marks taken away and runs of white space folded (not \s: French no-break spaces stay). */
export function plainText(text: Rich): string {
  return text
    .replace(richMark, (_, bold: string | undefined, label: string | undefined) => bold ?? label ?? "")
    .replace(/[ \t\r\n]+/g, " ")
    .trim();
}

/** Renders inline rich text: `**bold**` and `[text](href)`; external links open in a new tab. */
export function RichText({ text, newTabHint }: { text: Rich; newTabHint?: string }): ReactNode {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(richMark)) {
    const index = match.index ?? 0;
    if (index > last) parts.push(text.slice(last, index));
    const [, bold, label, href] = match;
    if (bold !== undefined) parts.push(<strong key={index}>{bold}</strong>);
    else if (label !== undefined && href !== undefined)
      parts.push(<InlineLink key={index} href={href} label={label} hint={newTabHint} />);
    last = index + match[0].length;
  }
  if (last < text.length) parts.push(text.slice(last));
  return <Fragment>{parts}</Fragment>;
}

function InlineLink({ href, label, hint }: { href: string; label: string; hint?: string }) {
  if (/^https?:\/\//.test(href)) {
    return (
      <a href={href} target="_blank" rel="noopener">
        {label}
        {hint ? <span className="sr-only"> {hint}</span> : null}
      </a>
    );
  }
  return <a href={href}>{label}</a>;
}

/** Paragraphs of rich text. */
export function Paragraphs({ items, className }: { items: Rich[]; className?: string }) {
  return (
    <>
      {items.map((text, i) => (
        <p key={i} className={className}>
          <RichText text={text} />
        </p>
      ))}
    </>
  );
}
