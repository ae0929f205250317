import { installDomTestEnvironment } from './dom';

installDomTestEnvironment();
