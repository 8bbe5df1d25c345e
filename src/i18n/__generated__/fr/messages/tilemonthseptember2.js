/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthseptember2Inputs */

const fr_tilemonthseptember2 = /** @type {(inputs: Tilemonthseptember2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`septembre`)
};

/**

* @param {Tilemonthseptember2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const tilemonthseptember2 = fr_tilemonthseptember2;
export { tilemonthseptember2 as "tileMonthSeptember" }