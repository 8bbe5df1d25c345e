/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerprice1Inputs */

const fr_customerprice1 = /** @type {(inputs: Customerprice1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Prix`)
};

/**

* @param {Customerprice1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const customerprice1 = fr_customerprice1;
export { customerprice1 as "customerPrice" }