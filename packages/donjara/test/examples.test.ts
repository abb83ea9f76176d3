import examples from 'virtual:mjkit-examples/donjara';
import { describe } from 'vitest';
import { testDocExamples } from '../../../scripts/run-doc-examples.js';

describe('@mjkit/donjara doc examples', () => testDocExamples(examples));
