#!/usr/bin/env node
// The mjkit executable: a stable file for package managers to link, running the built CLI.
import '../dist/bin.js';
