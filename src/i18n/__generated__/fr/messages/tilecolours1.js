/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilecolours1Inputs */

const fr_tilecolours1 = /** @type {(inputs: Tilecolours1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Coloris`)
};

/**

* @param {Tilecolours1Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const tilecolours1 = fr_tilecolours1;
export { tilecolours1 as "tileColours" }