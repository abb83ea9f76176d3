import examples from 'virtual:mjkit-examples/scoring';
import { describe } from 'vitest';
import { testDocExamples } from '../../../scripts/run-doc-examples.js';

describe('@mjkit/scoring doc examples', () => testDocExamples(examples));
