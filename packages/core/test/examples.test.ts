import examples from 'virtual:mjkit-examples/core';
import { describe } from 'vitest';
import { testDocExamples } from '../../../scripts/run-doc-examples.js';

describe('@mjkit/core doc examples', () => testDocExamples(examples));
