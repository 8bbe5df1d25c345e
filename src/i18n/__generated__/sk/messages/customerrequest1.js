/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerrequest1Inputs */

const sk_customerrequest1 = /** @type {(inputs: Customerrequest1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Vyžiadať`)
};

/**

* @param {Customerrequest1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerrequest1 = sk_customerrequest1;
export { customerrequest1 as "customerRequest" }