/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthoctober2Inputs */

const fr_tilemonthoctober2 = /** @type {(inputs: Tilemonthoctober2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`octobre`)
};

/**

* @param {Tilemonthoctober2Inputs} inputs
* @param {{ locale?: "fr" }} options
* @returns {LocalizedString}
*/
const tilemonthoctober2 = fr_tilemonthoctober2;
export { tilemonthoctober2 as "tileMonthOctober" }