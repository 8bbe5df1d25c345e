/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutfirstname2Inputs */

const sk_checkoutfirstname2 = /** @type {(inputs: Checkoutfirstname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Meno`)
};

/**

* @param {Checkoutfirstname2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutfirstname2 = sk_checkoutfirstname2;
export { checkoutfirstname2 as "checkoutFirstName" }