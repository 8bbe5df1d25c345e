/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} Layouthomelink2Inputs */

const sv_layouthomelink2 = /** @type {(inputs: Layouthomelink2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} – till startsidan`)
};

/**

* @param {Layouthomelink2Inputs} inputs
* @param {{ locale?: "sv" }} options
* @returns {LocalizedString}
*/
const layouthomelink2 = sv_layouthomelink2;
export { layouthomelink2 as "layoutHomeLink" }