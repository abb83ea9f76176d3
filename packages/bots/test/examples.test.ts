import examples from 'virtual:mjkit-examples/bots';
import { describe } from 'vitest';
import { testDocExamples } from '../../../scripts/run-doc-examples.js';

describe('@mjkit/bots doc examples', () => testDocExamples(examples));
