/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutlastname2Inputs */

const cs_checkoutlastname2 = /** @type {(inputs: Checkoutlastname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Příjmení`)
};

/**

* @param {Checkoutlastname2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutlastname2 = cs_checkoutlastname2;
export { checkoutlastname2 as "checkoutLastName" }