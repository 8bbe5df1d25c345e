/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Submit_Failed16Inputs */

const fr_form_submit_failed16 = /** @type {(inputs: Form_Submit_Failed16Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Une erreur s’est malheureusement produite lors de l’envoi. Veuillez réessayer.`)
};

/**

* @param {Form_Submit_Failed16Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const form_submit_failed16 = fr_form_submit_failed16;
export { form_submit_failed16 as "FORM_SUBMIT_FAILED" }