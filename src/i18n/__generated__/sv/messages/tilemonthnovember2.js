/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthnovember2Inputs */

const sv_tilemonthnovember2 = /** @type {(inputs: Tilemonthnovember2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`november`)
};

/**

* @param {Tilemonthnovember2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tilemonthnovember2 = sv_tilemonthnovember2;
export { tilemonthnovember2 as "tileMonthNovember" }