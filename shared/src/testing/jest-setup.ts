import '@testing-library/jest-dom';

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
