/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} Layouthomelink2Inputs */

const nl_layouthomelink2 = /** @type {(inputs: Layouthomelink2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} – naar de homepage`)
};

/**

* @param {Layouthomelink2Inputs} inputs
* @param {{ locale?: "nl" }} options
* @returns {LocalizedString}
*/
const layouthomelink2 = nl_layouthomelink2;
export { layouthomelink2 as "layoutHomeLink" }