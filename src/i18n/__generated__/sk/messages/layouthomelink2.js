/* eslint-disable */

/** @typedef {import('../runtime.js').LocalizedString} LocalizedString */

/** @typedef {{ brand: NonNullable<unknown> }} Layouthomelink2Inputs */

const sk_layouthomelink2 = /** @type {(inputs: Layouthomelink2Inputs) => LocalizedString} */ (i) => {
	return /** @type {LocalizedString} */ (`${i?.brand} – na úvodnú stránku`)
};

/**

* @param {Layouthomelink2Inputs} inputs
* @param {{ locale?: "sk" }} options
* @returns {LocalizedString}
*/
const layouthomelink2 = sk_layouthomelink2;
export { layouthomelink2 as "layoutHomeLink" }