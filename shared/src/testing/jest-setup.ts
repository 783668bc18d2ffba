import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy and waitFor give up after 1 s by default: a page fed by a real slice on a busy 2-core CI
// machine can take longer than that to settle, and a slow answer is not a failure.
configure({ asyncUtilTimeout: 5000 });

// jest-fixed-jsdom swaps in Node's FormData, which cannot read a jsdom <form>. React 19 builds a
// FormData from the form when a submit handler starts a transition (react-router's navigate does),
// so give it one that copies the form's named fields.
const NodeFormData = globalThis.FormData;
class FormDataFromForm extends NodeFormData {
  constructor(form?: HTMLFormElement | null) {
    super();
    if (!form || !(form instanceof HTMLFormElement)) return;
    for (const element of Array.from(form.elements)) {
      const field = element as HTMLInputElement;
      if (field.name && !field.disabled) this.append(field.name, field.value);
    }
  }
}
globalThis.FormData = FormDataFromForm as typeof FormData;
