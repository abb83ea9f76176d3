import examples from 'virtual:mjkit-examples/table';
import { describe } from 'vitest';
import { testDocExamples } from '../../../scripts/run-doc-examples.js';

describe('@mjkit/table doc examples', () => testDocExamples(examples));
