/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutfirstname2Inputs */

const nl_checkoutfirstname2 = /** @type {(inputs: Checkoutfirstname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Voornaam`)
};

/**

* @param {Checkoutfirstname2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutfirstname2 = nl_checkoutfirstname2;
export { checkoutfirstname2 as "checkoutFirstName" }