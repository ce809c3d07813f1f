export { isComposingEvent, type KeyboardEventLike } from './composition';
export { type CompositionGuard, useCompositionGuard } from './useCompositionGuard';
