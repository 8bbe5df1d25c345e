/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerrequest1Inputs */

const de_customerrequest1 = /** @type {(inputs: Customerrequest1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Anfordern`)
};

/**

* @param {Customerrequest1Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const customerrequest1 = de_customerrequest1;
export { customerrequest1 as "customerRequest" }