/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Submit_Failed16Inputs */

const cs_form_submit_failed16 = /** @type {(inputs: Form_Submit_Failed16Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Při odesílání bohužel došlo k chybě. Zkuste to prosím znovu.`)
};

/**

* @param {Form_Submit_Failed16Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const form_submit_failed16 = cs_form_submit_failed16;
export { form_submit_failed16 as "FORM_SUBMIT_FAILED" }