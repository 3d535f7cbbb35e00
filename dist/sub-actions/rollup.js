// Written by scripts/action-yml.ts (npm run bundle) for rollup/action.yml: the bundle, run as mode rollup's own action.
globalThis[Symbol.for("docs-agent-action.own-action")] = "rollup"
await import('../index.js')
