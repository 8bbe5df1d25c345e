/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutlastname2Inputs */

const nl_checkoutlastname2 = /** @type {(inputs: Checkoutlastname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Achternaam`)
};

/**

* @param {Checkoutlastname2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const checkoutlastname2 = nl_checkoutlastname2;
export { checkoutlastname2 as "checkoutLastName" }