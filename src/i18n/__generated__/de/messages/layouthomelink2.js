/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} Layouthomelink2Inputs */

const de_layouthomelink2 = /** @type {(inputs: Layouthomelink2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} – zur Startseite`)
};

/**

* @param {Layouthomelink2Inputs} inputs
* @param {{ locale?: "de" }} options
* @returns {LocalizedString}
*/
const layouthomelink2 = de_layouthomelink2;
export { layouthomelink2 as "layoutHomeLink" }