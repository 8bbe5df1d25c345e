/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthoctober2Inputs */

const nl_tilemonthoctober2 = /** @type {(inputs: Tilemonthoctober2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`oktober`)
};

/**

* @param {Tilemonthoctober2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const tilemonthoctober2 = nl_tilemonthoctober2;
export { tilemonthoctober2 as "tileMonthOctober" }