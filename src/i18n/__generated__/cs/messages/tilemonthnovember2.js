/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthnovember2Inputs */

const cs_tilemonthnovember2 = /** @type {(inputs: Tilemonthnovember2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`listopadu`)
};

/**

* @param {Tilemonthnovember2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tilemonthnovember2 = cs_tilemonthnovember2;
export { tilemonthnovember2 as "tileMonthNovember" }