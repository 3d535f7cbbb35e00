import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { yamlScalar } from '../../../src/text/yaml-scalar.ts'

/** The value a workflow's `with:` gets from the scalar: what the YAML reader reads, then GitHub's `${{ '${{' }}`. */
function pastedBack(scalar: string): string {
  const read = (parse(`job-id: ${scalar}`) as { 'job-id': unknown })['job-id']
  expect(typeof read).toBe('string')
  return (read as string).replaceAll("${{ '${{' }}", '${{')
}

/** The step the summary offers to paste must give back the id exactly, whatever the platform sent. */
describe('yamlScalar', () => {
  it.each(['job_0001', 'acme-docs', 'Job_A'])('leaves %j plain', (value) => expect(yamlScalar(value)).toBe(value))

  it.each([
    ['job 1', '"job 1"'],
    ['50%', '"50%"'],
    ['#1', '"#1"'],
    ['a: b', '"a: b"'],
    ['a/b', '"a/b"'],
    ['0123', '"0123"'],
    ['1e3', '"1e3"'],
    ['true', '"true"'],
    ['No', '"No"'],
    ['é', '"é"'],
    ['say "hi" \\ bye', '"say \\"hi\\" \\\\ bye"'],
    ['job_\u202e4321', '"job_\\u202e4321"'],
    ['a\nb\u0000', '"a\\u000ab\\u0000"'],
    ['a\u{e0041}', '"a\\U000e0041"'],
    ['x\ufffey\uffff', '"x\\ufffey\\uffff"'],
    ['${{ secrets.KEY }}', `"\${{ '\${{' }} secrets.KEY }}"`],
  ])('writes %j as %s, which reads back the same', (value, scalar) => {
    expect(yamlScalar(value)).toBe(scalar)
    expect(pastedBack(scalar)).toBe(value)
  })
})
