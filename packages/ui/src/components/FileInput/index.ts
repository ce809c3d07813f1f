export { FileInput, type FileInputProps, fileInputMessages } from './FileInput';
