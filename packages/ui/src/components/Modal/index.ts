export { MODAL_CLOSE_LABEL, Modal, type ModalProps } from './Modal';
export { MODAL_Z_INDEX_STEP, modalZIndex } from './modalStack';
