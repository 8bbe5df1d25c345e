/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutfirstname2Inputs */

const fr_checkoutfirstname2 = /** @type {(inputs: Checkoutfirstname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prénom`)
};

/**

* @param {Checkoutfirstname2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const checkoutfirstname2 = fr_checkoutfirstname2;
export { checkoutfirstname2 as "checkoutFirstName" }