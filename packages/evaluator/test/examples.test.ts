import examples from 'virtual:mjkit-examples/evaluator';
import { describe } from 'vitest';
import { testDocExamples } from '../../../scripts/run-doc-examples.js';

describe('@mjkit/evaluator doc examples', () => testDocExamples(examples));
