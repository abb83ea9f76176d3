// The ts blocks of the repository's README run as tests too.
import examples from 'virtual:mjkit-examples/_readme';
import { describe } from 'vitest';
import { testDocExamples } from '../../../scripts/run-doc-examples.js';

describe('README.md examples', () => testDocExamples(examples));
