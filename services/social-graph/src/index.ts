// The social-graph service is a process, not a library; this file exists for the build target.
export {};
