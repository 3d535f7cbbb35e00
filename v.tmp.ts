import { cruise, type ICruiseResult } from 'dependency-cruiser'
import { layerRules } from './test/consistency/layers.ts'
const out = await cruise(['src'], { validate: true, ruleSet: { forbidden: layerRules('src') }, tsPreCompilationDeps: true, doNotFollow: { path: 'node_modules' }, includeOnly: '^src/' })
for (const v of (out.output as ICruiseResult).summary.violations) console.log(v.rule.name, v.from, '->', v.to)
