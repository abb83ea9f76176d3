import examples from 'virtual:mjkit-examples/mjkit';
import { describe } from 'vitest';
import { testDocExamples } from '../../../scripts/run-doc-examples.js';

describe('mjkit doc examples', () => testDocExamples(examples));
