import { browserEnvironment, setupForm } from './form';

// The published page's form script (issue 33): loaded only by pages that hold a form.
const form = document.querySelector<HTMLFormElement>('form[data-pageform]');
if (form) setupForm(form, browserEnvironment());
