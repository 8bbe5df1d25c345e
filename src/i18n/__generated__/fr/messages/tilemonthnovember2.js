/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthnovember2Inputs */

const fr_tilemonthnovember2 = /** @type {(inputs: Tilemonthnovember2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`novembre`)
};

/**

* @param {Tilemonthnovember2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const tilemonthnovember2 = fr_tilemonthnovember2;
export { tilemonthnovember2 as "tileMonthNovember" }