/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthaugust2Inputs */

const sv_tilemonthaugust2 = /** @type {(inputs: Tilemonthaugust2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`augusti`)
};

/**

* @param {Tilemonthaugust2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tilemonthaugust2 = sv_tilemonthaugust2;
export { tilemonthaugust2 as "tileMonthAugust" }