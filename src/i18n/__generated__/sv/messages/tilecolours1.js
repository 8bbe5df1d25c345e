/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilecolours1Inputs */

const sv_tilecolours1 = /** @type {(inputs: Tilecolours1Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`Färger`)
};

/**

* @param {Tilecolours1Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tilecolours1 = sv_tilecolours1;
export { tilecolours1 as "tileColours" }