/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerordernotfound3Inputs */

const nl_customerordernotfound3 = /** @type {(inputs: Customerordernotfound3Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`We hebben deze bestelling niet in je account gevonden.`)
};

/**

* @param {Customerordernotfound3Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const customerordernotfound3 = nl_customerordernotfound3;
export { customerordernotfound3 as "customerOrderNotFound" }