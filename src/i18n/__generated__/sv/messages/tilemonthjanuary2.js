/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthjanuary2Inputs */

const sv_tilemonthjanuary2 = /** @type {(inputs: Tilemonthjanuary2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`januari`)
};

/**

* @param {Tilemonthjanuary2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tilemonthjanuary2 = sv_tilemonthjanuary2;
export { tilemonthjanuary2 as "tileMonthJanuary" }