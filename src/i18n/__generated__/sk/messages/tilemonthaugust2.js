/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthaugust2Inputs */

const sk_tilemonthaugust2 = /** @type {(inputs: Tilemonthaugust2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`augusta`)
};

/**

* @param {Tilemonthaugust2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tilemonthaugust2 = sk_tilemonthaugust2;
export { tilemonthaugust2 as "tileMonthAugust" }