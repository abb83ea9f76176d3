import examples from 'virtual:mjkit-examples/opponent-score';
import { describe } from 'vitest';
import { testDocExamples } from '../../../scripts/run-doc-examples.js';

describe('@mjkit/opponent-score doc examples', () => testDocExamples(examples));
