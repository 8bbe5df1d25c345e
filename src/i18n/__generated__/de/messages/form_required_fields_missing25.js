/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Required_Fields_Missing25Inputs */

const de_form_required_fields_missing25 = /** @type {(inputs: Form_Required_Fields_Missing25Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Bitte füllen Sie alle Pflichtfelder aus.`)
};

/**

* @param {Form_Required_Fields_Missing25Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const form_required_fields_missing25 = de_form_required_fields_missing25;
export { form_required_fields_missing25 as "FORM_REQUIRED_FIELDS_MISSING" }