/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthaugust2Inputs */

const nl_tilemonthaugust2 = /** @type {(inputs: Tilemonthaugust2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`augustus`)
};

/**

* @param {Tilemonthaugust2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tilemonthaugust2 = nl_tilemonthaugust2;
export { tilemonthaugust2 as "tileMonthAugust" }