// Written by scripts/action-yml.ts (npm run bundle) for agent/action.yml: the bundle, run as mode agent's own action.
globalThis[Symbol.for("docs-agent-action.own-action")] = "agent"
await import('../index.js')
