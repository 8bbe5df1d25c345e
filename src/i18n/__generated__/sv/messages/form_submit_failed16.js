/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Submit_Failed16Inputs */

const sv_form_submit_failed16 = /** @type {(inputs: Form_Submit_Failed16Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Tyvärr gick något fel när formuläret skickades. Försök igen.`)
};

/**

* @param {Form_Submit_Failed16Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const form_submit_failed16 = sv_form_submit_failed16;
export { form_submit_failed16 as "FORM_SUBMIT_FAILED" }