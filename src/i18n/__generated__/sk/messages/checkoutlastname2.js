/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutlastname2Inputs */

const sk_checkoutlastname2 = /** @type {(inputs: Checkoutlastname2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Priezvisko`)
};

/**

* @param {Checkoutlastname2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const checkoutlastname2 = sk_checkoutlastname2;
export { checkoutlastname2 as "checkoutLastName" }