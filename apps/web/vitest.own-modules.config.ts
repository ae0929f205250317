import { webProject } from './vitest.project';

export default webProject(true);
