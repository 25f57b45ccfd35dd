import { failOnConsoleError } from './fail-on-console-error';

failOnConsoleError();
