/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Submit_Failed16Inputs */

const nl_form_submit_failed16 = /** @type {(inputs: Form_Submit_Failed16Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Helaas ging er bij het verzenden iets mis. Probeer het nog eens.`)
};

/**

* @param {Form_Submit_Failed16Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const form_submit_failed16 = nl_form_submit_failed16;
export { form_submit_failed16 as "FORM_SUBMIT_FAILED" }