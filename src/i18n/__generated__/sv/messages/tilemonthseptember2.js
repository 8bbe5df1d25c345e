/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthseptember2Inputs */

const sv_tilemonthseptember2 = /** @type {(inputs: Tilemonthseptember2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`september`)
};

/**

* @param {Tilemonthseptember2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const tilemonthseptember2 = sv_tilemonthseptember2;
export { tilemonthseptember2 as "tileMonthSeptember" }