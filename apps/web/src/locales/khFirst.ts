import common from './kh/common.json';
import dashboard from './kh/dashboard.json';
import entities from './kh/entities.json';
import shell from './kh/shell.json';

/** The Khmer strings of the shell and the first screen, one chunk fetched when Khmer is shown (i18n.ts). */
export default { common, shell, dashboard, entities };
