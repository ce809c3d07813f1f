export { FileDropZone, type FileDropZoneProps, fileDropZoneMessages } from './FileDropZone';
