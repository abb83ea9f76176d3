import examples from 'virtual:mjkit-examples/sequence';
import { describe } from 'vitest';
import { testDocExamples } from '../../../scripts/run-doc-examples.js';

describe('@mjkit/sequence doc examples', () => testDocExamples(examples));
