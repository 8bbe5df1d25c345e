/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Basketmen1Inputs */

const de_ch2_basketmen1 = /** @type {(inputs: Basketmen1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Herrenbekleidung`)
};

/**

* @param {Basketmen1Inputs} inputs
* @param {{ locale?: "de-CH" }} options
* @returns {LocalizedString}
*/
const basketmen1 = de_ch2_basketmen1;
export { basketmen1 as "basketMen" }