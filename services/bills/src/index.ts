// The bills service is a process (main.ts) plus operator commands (cli/); this file exists for the build target.
export {};
