/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilecolours1Inputs */

const nl_tilecolours1 = /** @type {(inputs: Tilecolours1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Kleuren`)
};

/**

* @param {Tilecolours1Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tilecolours1 = nl_tilecolours1;
export { tilecolours1 as "tileColours" }