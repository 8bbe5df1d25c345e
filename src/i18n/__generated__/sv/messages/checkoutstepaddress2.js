/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutstepaddress2Inputs */

const sv_checkoutstepaddress2 = /** @type {(inputs: Checkoutstepaddress2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Leveransadress`)
};

/**

* @param {Checkoutstepaddress2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkoutstepaddress2 = sv_checkoutstepaddress2;
export { checkoutstepaddress2 as "checkoutStepAddress" }