/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthnovember2Inputs */

const sk_tilemonthnovember2 = /** @type {(inputs: Tilemonthnovember2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`novembra`)
};

/**

* @param {Tilemonthnovember2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tilemonthnovember2 = sk_tilemonthnovember2;
export { tilemonthnovember2 as "tileMonthNovember" }