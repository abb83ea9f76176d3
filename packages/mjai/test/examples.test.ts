import examples from 'virtual:mjkit-examples/mjai';
import { describe } from 'vitest';
import { testDocExamples } from '../../../scripts/run-doc-examples.js';

describe('@mjkit/mjai doc examples', () => testDocExamples(examples));
