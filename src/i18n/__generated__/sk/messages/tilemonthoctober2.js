/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{}} Tilemonthoctober2Inputs */

const sk_tilemonthoctober2 = /** @type {(inputs: Tilemonthoctober2Inputs) => LocalizedString} */ () => {
	return /** @type {LocalizedString} */ (`októbra`)
};

/**

* @param {Tilemonthoctober2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const tilemonthoctober2 = sk_tilemonthoctober2;
export { tilemonthoctober2 as "tileMonthOctober" }