import { browserGateEnvironment, runGate } from './gate';

// The friends gate's script (issue 33): loaded only by the gate page of a friends-only site or board.
void runGate(document.body, browserGateEnvironment());
