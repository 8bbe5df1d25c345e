/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketmen1Inputs */

const fr_basketmen1 = /** @type {(inputs: Basketmen1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Mode homme`)
};

/**

* @param {Basketmen1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const basketmen1 = fr_basketmen1;
export { basketmen1 as "basketMen" }