/**
 * The look of a job summary on a workflow run's page, close enough to judge a summary by: the
 * system font at 16px, bordered tables whose `align` attributes hold, grey boxes for `<pre>`
 * and code, collapsed `<details>`, and Mermaid charts framed as GitHub frames them. Written for these pages only; GitHub's own stylesheet is
 * not copied.
 */
export const SUMMARY_PAGE_CSS = `
* { box-sizing: border-box; }
body {
  margin: 0; padding: 24px; background: #f6f8fa; color: #1f2328;
  font-family: -apple-system, BlinkMacSystemFont, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif,
    "Apple Color Emoji", "Segoe UI Emoji", "Noto Color Emoji";
  font-size: 16px; line-height: 1.5;
}
.job { max-width: 852px; margin: 0 auto; background: #fff; border: 1px solid #d1d9e0; border-radius: 6px; }
.job > header { padding: 12px 24px; border-bottom: 1px solid #d1d9e0; font-size: 14px; font-weight: 600; }
.job > header span { color: #59636e; font-weight: 400; }
.markdown-body { padding: 8px 24px 16px; overflow-wrap: break-word; }
.markdown-body > :first-child { margin-top: 16px; }
h1, h2, h3, h4 { margin: 24px 0 16px; font-weight: 600; line-height: 1.25; }
h1 { font-size: 2em; } h2 { font-size: 1.5em; } h3 { font-size: 1.25em; } h4 { font-size: 1em; }
h1, h2 { padding-bottom: 0.3em; border-bottom: 1px solid #d1d9e0; }
p, ul, ol, table, pre, details, blockquote, figure { margin: 0 0 16px; }
ul, ol { padding-left: 2em; }
a { color: #0969da; text-decoration: none; }
a:hover { text-decoration: underline; }
sub, sup { font-size: 75%; }
hr { height: 4px; border: 0; background: #d1d9e0; margin: 24px 0; }
blockquote { padding: 0 1em; color: #59636e; border-left: 4px solid #d1d9e0; }
table { border-collapse: collapse; border-spacing: 0; display: block; width: max-content; max-width: 100%; overflow: auto; }
th, td { padding: 6px 13px; border: 1px solid #d1d9e0; text-align: left; vertical-align: top; }
th { font-weight: 600; }
tr:nth-child(2n) td { background: #f6f8fa; }
[align="right"] { text-align: right; }
[align="center"] { text-align: center; }
code, pre {
  font-family: ui-monospace, SFMono-Regular, "SF Mono", Menlo, Consolas, "Liberation Mono", "DejaVu Sans Mono", monospace;
  font-size: 85%;
}
code { padding: 0.2em 0.4em; background: rgba(129, 139, 152, 0.12); border-radius: 6px; }
pre { padding: 16px; overflow: auto; line-height: 1.45; background: #f6f8fa; border-radius: 6px; word-wrap: normal; }
pre code { padding: 0; background: transparent; font-size: 100%; }
details summary { cursor: pointer; display: list-item; }
details[open] > summary { margin-bottom: 16px; }
figure.mermaid pre { margin: 0; }
figure.mermaid figcaption { margin-top: 4px; font-size: 12px; color: #59636e; }
figure.mermaid-chart { padding: 16px; border: 1px solid #d1d9e0; border-radius: 6px; text-align: center; }
`
