import examples from 'virtual:mjkit-examples/record';
import { describe } from 'vitest';
import { testDocExamples } from '../../../scripts/run-doc-examples.js';

describe('@mjkit/record doc examples', () => testDocExamples(examples));
