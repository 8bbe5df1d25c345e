/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthoctober2Inputs */

const cs_tilemonthoctober2 = /** @type {(inputs: Tilemonthoctober2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`října`)
};

/**

* @param {Tilemonthoctober2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const tilemonthoctober2 = cs_tilemonthoctober2;
export { tilemonthoctober2 as "tileMonthOctober" }