/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Phone_Invalid12Inputs */

const nl_phone_invalid12 = /** @type {(inputs: Phone_Invalid12Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Controleer je telefoonnummer`)
};

/**

* @param {Phone_Invalid12Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const phone_invalid12 = /** @type {((inputs?: Phone_Invalid12Inputs, options?: { locale?: "nl" }) => LocalizedString) & import('../runtime.js').MessageMetadata<Phone_Invalid12Inputs, { locale?: "nl" }, {}>} */ ((inputs = {}, options = {}) => {
	return nl_phone_invalid12(inputs)
});
export { phone_invalid12 as "PHONE_INVALID" }