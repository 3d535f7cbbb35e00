import { count, formatNumber } from '../../text/format.ts'
import { html, type Html } from '../../text/html.ts'
import type { Column, SummaryDocument } from '../../text/summary-document.ts'
import type { HistoryPeriod } from '../history/history-format.ts'
import type { TrendChart } from '../sections/section-history.ts'
import { changeShare, right } from '../sections/summary-tables.ts'
import { sectionNamed, type SectionName } from '../sections/table.ts'

/** The trend is drawn from this many periods on: two are already the comparison. */
export const TREND_FROM_PERIODS = 3
/** The chart's height in pixels: Mermaid's 500 would take a quarter of the summary's two screens. */
export const CHART_HEIGHT = 260
/**
 * A chart's lines' colours, in the order they are drawn: GitHub's Mermaid draws no legend, so the
 * chart's title names each line's colour.
 */
const LINE_COLOURS = [
  { hex: '#2563eb', name: 'blue' },
  { hex: '#ea580c', name: 'orange' },
  { hex: '#16a34a', name: 'green' },
  { hex: '#9333ea', name: 'purple' },
] as const

/**
 * The report's history at a glance, from three periods on: the charts sections ask for (unique
 * visitors: the total, human and AI), open under the headline.
 */
export function addTrendChart(
  doc: SummaryDocument,
  stored: readonly HistoryPeriod[],
  sections: readonly SectionName[],
): void {
  if (stored.length < TREND_FROM_PERIODS) return
  const { periods } = inThisVersionsTerms(stored, sections)
  for (const name of sections) {
    const chart = sectionNamed(name).trendChart
    if (chart) addChart(doc, periods, name, chart)
  }
}

/**
 * The history in figures, folded, from three periods on: each period's figures per section with
 * the change from the period before, newest first. Figures an earlier version stored with
 * another meaning are read as what they counted, with a line under the table saying so.
 */
export function addTrendTable(
  doc: SummaryDocument,
  stored: readonly HistoryPeriod[],
  sections: readonly SectionName[],
): void {
  if (stored.length < TREND_FROM_PERIODS) return
  const { periods, notes } = inThisVersionsTerms(stored, sections)
  const columns = sections.flatMap((name) =>
    sectionNamed(name)
      .trendFigures.filter((figure) => figure.shown)
      .map((figure) => ({ section: name, ...figure })),
  )
  const rows = periods
    .map((period, index) => [
      label(period, periods),
      ...columns.map((column) => cell(period, periods[index - 1], column.section, column.key)),
    ])
    .reverse()
  const tableColumns: Column[] = [{ title: 'From' }, ...columns.map((column) => right(column.label))]
  doc.details(html`<strong>Trend</strong>: ${count(periods.length, 'period')}, newest first`, (inner) => {
    inner.table(tableColumns, rows)
    inner.paragraph(
      html`<sub>Each period's figures as its report fetched them; the change is from the period before. — : the figure was not in that report.</sub>`,
    )
    for (const note of notes) inner.paragraph(html`<sub>${note}</sub>`)
  })
}

/** Each period's figures of `sections` as this version means them, and notes for those read otherwise. */
function inThisVersionsTerms(stored: readonly HistoryPeriod[], sections: readonly SectionName[]) {
  const notes = new Set<string>()
  const periods = stored.map((period) => {
    const read = sections.flatMap((name) => {
      const figures = period.figures[name]
      if (figures === undefined) return []
      const { figures: meant, note } = sectionNamed(name).readTrendFigures(figures)
      if (note !== undefined) notes.add(note)
      return [[name, meant] as const]
    })
    return { ...period, figures: { ...period.figures, ...Object.fromEntries(read) } }
  })
  return { periods, notes: [...notes] }
}

function cell(period: HistoryPeriod, before: HistoryPeriod | undefined, section: string, key: string): Html | string {
  const value = period.figures[section]?.[key]
  if (value === undefined) return '—'
  const previous = before?.figures[section]?.[key]
  return previous === undefined
    ? formatNumber(value)
    : html`${formatNumber(value)}<br><sub>${changeShare(value, previous)}</sub>`
}

/**
 * One line per figure of `chart`, one point a period: only periods whose report had every
 * figure. The y axis starts at 0, so a change reads as large as it is, not as the distance from
 * the lowest point.
 */
function addChart(doc: SummaryDocument, periods: readonly HistoryPeriod[], section: string, chart: TrendChart): void {
  const lines = LINE_COLOURS.flatMap((colour, index) => {
    const line = chart.lines[index]
    return line ? [{ ...line, colour }] : []
  })
  const points = periods.flatMap((period) => {
    const values = lines.map((line) => period.figures[section]?.[line.key])
    return values.every((value) => value !== undefined) ? [{ label: label(period, periods), values }] : []
  })
  if (points.length < TREND_FROM_PERIODS) return
  // Mermaid reads plain decimals only: a count written 1e+21 would break the chart.
  if (!points.every((point) => point.values.every(plainCount))) return
  const init = {
    xyChart: { height: CHART_HEIGHT, titleFontSize: 16, showLegend: false },
    themeVariables: { xyChart: { plotColorPalette: lines.map((line) => line.colour.hex).join(', ') } },
  }
  const highest = Math.max(...points.flatMap((point) => point.values.map((value) => value ?? 0)))
  const named = lines.map((line) => `${line.label} (${line.colour.name})`).join(', ')
  doc.trustedBlock(
    [
      '```mermaid',
      `%%{init: ${JSON.stringify(init)}}%%`,
      'xychart-beta',
      `    title "${chart.title}: ${named}"`,
      `    x-axis [${points.map((point) => `"${point.label}"`).join(', ')}]`,
      `    y-axis "${chart.axis}" 0 --> ${axisTop(highest)}`,
      ...lines.map((_, index) => `    line [${points.map((point) => point.values[index]).join(', ')}]`),
      '```',
    ].join('\n'),
  )
}

/** The top of the y axis: the highest point rounded up to 1, 2, 2.5 or 5 times a power of ten. */
export function axisTop(highest: number): number {
  if (highest <= 0) return 1
  const power = 10 ** Math.floor(Math.log10(highest))
  const step = [1, 2, 2.5, 5, 10].find((factor) => factor * power >= highest) ?? 10
  return step * power
}

function plainCount(value: number): boolean {
  return Number.isSafeInteger(value) && value >= 0
}

/** A period's start, as short as the history allows: `11-16` within one year, the whole date across years. */
function label(period: HistoryPeriod, periods: readonly HistoryPeriod[]): string {
  const day = period.dateFrom.slice(0, 10)
  const years = new Set(periods.map((each) => each.dateFrom.slice(0, 4)))
  return years.size === 1 ? day.slice(5) : day
}
