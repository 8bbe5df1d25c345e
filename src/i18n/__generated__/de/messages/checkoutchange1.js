/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Checkoutchange1Inputs */

const de_checkoutchange1 = /** @type {(inputs: Checkoutchange1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Ändern`)
};

/**

* @param {Checkoutchange1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const checkoutchange1 = de_checkoutchange1;
export { checkoutchange1 as "checkoutChange" }