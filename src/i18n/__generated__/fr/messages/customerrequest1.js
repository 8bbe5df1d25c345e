/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerrequest1Inputs */

const fr_customerrequest1 = /** @type {(inputs: Customerrequest1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Demander`)
};

/**

* @param {Customerrequest1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerrequest1 = fr_customerrequest1;
export { customerrequest1 as "customerRequest" }