/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutfirstname2Inputs */

const cs_checkoutfirstname2 = /** @type {(inputs: Checkoutfirstname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Jméno`)
};

/**

* @param {Checkoutfirstname2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutfirstname2 = cs_checkoutfirstname2;
export { checkoutfirstname2 as "checkoutFirstName" }