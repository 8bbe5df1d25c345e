/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerdueon2Inputs */

const fr_customerdueon2 = /** @type {(inputs: Customerdueon2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Échéance`)
};

/**

* @param {Customerdueon2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerdueon2 = fr_customerdueon2;
export { customerdueon2 as "customerDueOn" }