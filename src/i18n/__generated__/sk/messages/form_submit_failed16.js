/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Submit_Failed16Inputs */

const sk_form_submit_failed16 = /** @type {(inputs: Form_Submit_Failed16Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pri odosielaní, žiaľ, nastala chyba. Skúste to, prosím, znova.`)
};

/**

* @param {Form_Submit_Failed16Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const form_submit_failed16 = sk_form_submit_failed16;
export { form_submit_failed16 as "FORM_SUBMIT_FAILED" }