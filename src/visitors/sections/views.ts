import { defineSection } from './define-section.ts'
import { trafficSection } from './traffic.ts'
import { addTotalsTable, addTrafficSection } from './traffic-summary.ts'

/** Page views, site-wide and per page, human and AI (`include: views`). */
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
  }),
)
