/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthseptember2Inputs */

const nl_tilemonthseptember2 = /** @type {(inputs: Tilemonthseptember2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`september`)
};

/**

* @param {Tilemonthseptember2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tilemonthseptember2 = nl_tilemonthseptember2;
export { tilemonthseptember2 as "tileMonthSeptember" }