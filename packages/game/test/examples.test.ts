import examples from 'virtual:mjkit-examples/game';
import { describe } from 'vitest';
import { testDocExamples } from '../../../scripts/run-doc-examples.js';

describe('@mjkit/game doc examples', () => testDocExamples(examples));
