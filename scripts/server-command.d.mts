export declare const SERVER_NODE_FLAGS: string[];
export declare const SERVER_ENV_DEFAULTS: Record<string, string>;
export declare function serverCommand(
  root: string,
  env?: NodeJS.ProcessEnv,
): { command: string; args: string[]; env: NodeJS.ProcessEnv };
