export { ConsoleUIProvider, type ConsoleUIProviderProps, useConsoleTheme } from './ConsoleUIProvider';
