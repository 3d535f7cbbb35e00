import { defineSection } from './define-section.ts'
import { NO_OUTPUTS } from './section.ts'
import { trafficSection } from './traffic.ts'
import { addTotalsTable, addTrafficSection, viewsHeadline } from './traffic-summary.ts'

/**
 * Page views, site-wide and per page, human and AI (`include: views`). What it shares with
 * unique visitors (its row, its answer, its paging, its files) is in traffic.ts; here are only
 * its names and its part of the summary, which shows its totals as a plain table (views add up,
 * so no line explains an overlap), and its line in the headline. It sets no output, and its
 * pages stay out of the biggest movers, where unique visitors' pages already stand.
 */
export const views = defineSection(
  trafficSection({
    name: 'views',
    label: 'page views',
    title: 'Page views',
    trendNoun: 'Views',
    summarize: (doc, result, space) =>
      addTrafficSection(
        doc,
        result,
        space.budgetBytes,
        { measure: 'Views', per: 'views', share: '% of all views' },
        addTotalsTable,
      ),
    headline: viewsHeadline,
    movers: undefined,
    rollup: { figure: 'total', icon: '📄', title: 'Views', noun: ['page view', 'page views'] },
    outputs: NO_OUTPUTS,
    chart: undefined,
  }),
)
