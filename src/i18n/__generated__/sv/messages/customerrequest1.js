/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerrequest1Inputs */

const sv_customerrequest1 = /** @type {(inputs: Customerrequest1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Beställ`)
};

/**

* @param {Customerrequest1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerrequest1 = sv_customerrequest1;
export { customerrequest1 as "customerRequest" }