/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilecolours1Inputs */

const sk_tilecolours1 = /** @type {(inputs: Tilecolours1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Farby`)
};

/**

* @param {Tilecolours1Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tilecolours1 = sk_tilecolours1;
export { tilecolours1 as "tileColours" }