/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkouttoaddress2Inputs */

const sv_checkouttoaddress2 = /** @type {(inputs: Checkouttoaddress2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vidare till leveransadress`)
};

/**

* @param {Checkouttoaddress2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const checkouttoaddress2 = sv_checkouttoaddress2;
export { checkouttoaddress2 as "checkoutToAddress" }