/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerrequest1Inputs */

const nl_customerrequest1 = /** @type {(inputs: Customerrequest1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Aanvragen`)
};

/**

* @param {Customerrequest1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerrequest1 = nl_customerrequest1;
export { customerrequest1 as "customerRequest" }