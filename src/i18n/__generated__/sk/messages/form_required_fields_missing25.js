/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Required_Fields_Missing25Inputs */

const sk_form_required_fields_missing25 = /** @type {(inputs: Form_Required_Fields_Missing25Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyplňte, prosím, všetky povinné polia.`)
};

/**

* @param {Form_Required_Fields_Missing25Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const form_required_fields_missing25 = sk_form_required_fields_missing25;
export { form_required_fields_missing25 as "FORM_REQUIRED_FIELDS_MISSING" }