// Jest's ESM runner refuses a CommonJS package (such as @nestjs/throttler) that require()s Nest's ES modules while
// they are still being linked in the same import walk ("Cannot require() ES Module … in a cycle"); plain Node has
// no such problem. Evaluating Nest's modules in this setup file first means that require() finds them finished.
import '@nestjs/common';
import '@nestjs/core';
