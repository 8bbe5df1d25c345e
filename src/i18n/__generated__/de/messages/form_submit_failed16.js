/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Submit_Failed16Inputs */

const de_form_submit_failed16 = /** @type {(inputs: Form_Submit_Failed16Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leider ist beim Senden ein Fehler aufgetreten. Bitte versuchen Sie es noch einmal.`)
};

/**

* @param {Form_Submit_Failed16Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const form_submit_failed16 = de_form_submit_failed16;
export { form_submit_failed16 as "FORM_SUBMIT_FAILED" }