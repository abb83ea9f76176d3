import examples from 'virtual:mjkit-examples/shanten';
import { describe } from 'vitest';
import { testDocExamples } from '../../../scripts/run-doc-examples.js';

describe('@mjkit/shanten doc examples', () => testDocExamples(examples));
