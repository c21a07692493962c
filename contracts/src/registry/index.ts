// Site configuration (platform §2, §3, §7): the PUT /registry body and its rules.
export * from './update.ts';
