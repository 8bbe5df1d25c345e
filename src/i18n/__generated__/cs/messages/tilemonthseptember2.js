/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthseptember2Inputs */

const cs_tilemonthseptember2 = /** @type {(inputs: Tilemonthseptember2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`září`)
};

/**

* @param {Tilemonthseptember2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tilemonthseptember2 = cs_tilemonthseptember2;
export { tilemonthseptember2 as "tileMonthSeptember" }