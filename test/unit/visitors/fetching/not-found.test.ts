import { describe, expect, it } from 'vitest'
import { notFoundMeaning } from '../../../../src/visitors/fetching/analytics-request.ts'

/* What a 404 means depends on where the section stands: the first is asked first. */

describe('what a 404 means for a section', () => {
  it('in the first section, that the project id is wrong', () => {
    expect(notFoundMeaning('acme', 'visitors', ['visitors', 'views'])).toBe(
      'Project "acme" was not found: check the "project-id" input (copy it from the dashboard\'s API keys page)',
    )
  })

  it('in a later one, that the platform does not serve it, with the include line that leaves it out', () => {
    expect(notFoundMeaning('acme', 'searches', ['visitors', 'views', 'searches', 'assistant'])).toBe(
      'The platform does not serve the searches section for project "acme", though it answered the visitors section: to report without it, write "include: views, assistant"',
    )
    // Leaving out the only extra section leaves the one every report has.
    expect(notFoundMeaning('acme', 'feedback', ['visitors', 'feedback'])).toContain('write "include: visitors"')
  })
})
