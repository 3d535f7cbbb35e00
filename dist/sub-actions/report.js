// Written by scripts/action-yml.ts (npm run bundle) for report/action.yml: the bundle, run as mode visitors's own action.
globalThis[Symbol.for("docs-agent-action.own-action")] = "report"
await import('../index.js')
