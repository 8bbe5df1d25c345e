/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthaugust2Inputs */

const cs_tilemonthaugust2 = /** @type {(inputs: Tilemonthaugust2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`srpna`)
};

/**

* @param {Tilemonthaugust2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tilemonthaugust2 = cs_tilemonthaugust2;
export { tilemonthaugust2 as "tileMonthAugust" }