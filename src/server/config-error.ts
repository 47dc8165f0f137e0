/** A setting the server cannot start with; the message names the variable and what is wrong with it. */
export class ConfigError extends Error {}
