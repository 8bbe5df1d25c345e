/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Customerprice1Inputs */

const sv_customerprice1 = /** @type {(inputs: Customerprice1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Pris`)
};

/**

* @param {Customerprice1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const customerprice1 = sv_customerprice1;
export { customerprice1 as "customerPrice" }