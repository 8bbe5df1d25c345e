/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdueon2Inputs */

const sk_customerdueon2 = /** @type {(inputs: Customerdueon2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Splatné dňa`)
};

/**

* @param {Customerdueon2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const customerdueon2 = sk_customerdueon2;
export { customerdueon2 as "customerDueOn" }