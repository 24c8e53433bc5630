import { type AppConfig, ConfigError, loadConfig } from './app-config.js';

/** A bad setting stops the start with one line naming the variable. */
export function loadConfigOrExit(): AppConfig {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(`Configuration error: ${error.message}`);
      process.exit(1);
    }
    throw error;
  }
}
