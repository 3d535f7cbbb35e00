// Written by scripts/action-yml.ts (npm run bundle) for automation/action.yml: the bundle, run as mode automation's own action.
globalThis[Symbol.for("docs-agent-action.own-action")] = "automation"
await import('../index.js')
