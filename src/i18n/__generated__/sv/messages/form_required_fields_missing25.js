/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Form_Required_Fields_Missing25Inputs */

const sv_form_required_fields_missing25 = /** @type {(inputs: Form_Required_Fields_Missing25Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Fyll i alla obligatoriska fält.`)
};

/**

* @param {Form_Required_Fields_Missing25Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const form_required_fields_missing25 = sv_form_required_fields_missing25;
export { form_required_fields_missing25 as "FORM_REQUIRED_FIELDS_MISSING" }