/**
 * `@dfr/ui/testing`: the component-test harness of the workspace's React packages (axe check, jsdom set-up). A
 * workspace-only export: it is not in the published package (`publishConfig.exports`).
 */
export { expectNoAxeViolations } from './axe';
export { installDomTestEnvironment } from './dom';
