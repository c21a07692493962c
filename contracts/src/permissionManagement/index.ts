// Issue 3: this area's call schemas and rules are exported from here.
export {};
