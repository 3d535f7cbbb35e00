import js from '@eslint/js'
import tseslint from 'typescript-eslint'

export default tseslint.config(
  { ignores: ['dist/', 'node_modules/', 'build/', 'coverage/'] },
  js.configs.recommended,
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: { projectService: { allowDefaultProject: ['eslint.config.js'] } },
    },
    rules: {
      '@typescript-eslint/no-floating-promises': 'error',
      '@typescript-eslint/no-misused-promises': 'error',
      '@typescript-eslint/switch-exhaustiveness-check': 'error',
      '@typescript-eslint/consistent-type-imports': 'error',
      eqeqeq: 'error',
    },
  },
  {
    // A function fits on a screen: the house rule for the action's own code.
    files: ['src/**/*.ts', 'scripts/**/*.ts'],
    rules: { 'max-lines-per-function': ['error', { max: 80 }] },
  },
  {
    // Printing goes through src/runner/log.ts, which makes every message safe for the log;
    // outputs, the summary and failing belong to main.ts alone.
    files: ['src/**/*.ts'],
    ignores: [
      'src/main.ts',
      'src/runner/log.ts',
      'src/runner/job-summary.ts',
      'src/runner/step-outputs.ts',
      'src/inputs/read-inputs.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            {
              name: '@actions/core',
              message: 'Log through src/runner/log.ts; modes return outputs and summaries to main.ts.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['eslint.config.js'],
    ...tseslint.configs.disableTypeChecked,
  },
)
