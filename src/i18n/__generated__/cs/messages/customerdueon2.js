/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdueon2Inputs */

const cs_customerdueon2 = /** @type {(inputs: Customerdueon2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Splatné dne`)
};

/**

* @param {Customerdueon2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const customerdueon2 = cs_customerdueon2;
export { customerdueon2 as "customerDueOn" }