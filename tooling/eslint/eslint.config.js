import { lobbykitConfig } from './index.js';

export default lobbykitConfig(import.meta.dirname);
