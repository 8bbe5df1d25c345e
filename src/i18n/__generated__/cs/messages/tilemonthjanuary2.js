/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthjanuary2Inputs */

const cs_tilemonthjanuary2 = /** @type {(inputs: Tilemonthjanuary2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`ledna`)
};

/**

* @param {Tilemonthjanuary2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tilemonthjanuary2 = cs_tilemonthjanuary2;
export { tilemonthjanuary2 as "tileMonthJanuary" }