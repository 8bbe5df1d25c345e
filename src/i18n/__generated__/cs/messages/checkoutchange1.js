/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutchange1Inputs */

const cs_checkoutchange1 = /** @type {(inputs: Checkoutchange1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Změnit`)
};

/**

* @param {Checkoutchange1Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const checkoutchange1 = cs_checkoutchange1;
export { checkoutchange1 as "checkoutChange" }