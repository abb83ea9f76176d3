import examples from 'virtual:mjkit-examples/tenhou';
import { describe } from 'vitest';
import { testDocExamples } from '../../../scripts/run-doc-examples.js';

describe('@mjkit/tenhou doc examples', () => testDocExamples(examples));
