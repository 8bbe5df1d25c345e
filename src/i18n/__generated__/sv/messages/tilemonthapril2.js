/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthapril2Inputs */

const sv_tilemonthapril2 = /** @type {(inputs: Tilemonthapril2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`april`)
};

/**

* @param {Tilemonthapril2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tilemonthapril2 = sv_tilemonthapril2;
export { tilemonthapril2 as "tileMonthApril" }