import { libraryConfig } from '../../tsup.base.js';

export default libraryConfig(['src/index.ts']);
