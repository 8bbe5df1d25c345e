/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} Layouthomelink2Inputs */

const cs_layouthomelink2 = /** @type {(inputs: Layouthomelink2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} – na úvodní stránku`)
};

/**

* @param {Layouthomelink2Inputs} inputs
* @param {{ locale?: "cs" }} options
* @returns {LocalizedString}
*/
const layouthomelink2 = cs_layouthomelink2;
export { layouthomelink2 as "layoutHomeLink" }